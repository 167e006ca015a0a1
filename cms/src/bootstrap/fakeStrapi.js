'use strict';

/**
 * For the bootstrap's unit tests: the few pieces of Strapi they use (db.query on tables kept in memory, a logger,
 * services), with the where clauses they write (`{ field: value }`).
 */
function createFakeStrapi({ tables = {}, services = {} } = {}) {
  const data = Object.fromEntries(Object.entries(tables).map(([uid, rows]) => [uid, rows.map((row) => ({ ...row }))]));
  let nextId = 1000;
  const matches = (row, where = {}) => Object.entries(where).every(([key, value]) => row[key] === value);
  const query = (uid) => {
    data[uid] ??= [];
    const rows = data[uid];
    return {
      findOne: async (/** @type {{ where?: object, populate?: string[] }} */ { where, populate } = {}) => {
        const row = rows.find((candidate) => matches(candidate, where));
        if (!row || !populate?.includes('permissions')) return row ?? null;
        return { ...row, permissions: data['admin::api-token-permission'].filter((permission) => permission.token === row.id) };
      },
      findMany: async (/** @type {{ where?: object }} */ { where } = {}) => rows.filter((row) => matches(row, where)),
      create: async ({ data: values }) => {
        const row = { id: (nextId += 1), ...values };
        rows.push(row);
        return row;
      },
      update: async ({ where, data: values }) => {
        const row = rows.find((candidate) => matches(candidate, where));
        Object.assign(row, values);
        return row;
      },
      delete: async ({ where }) => {
        const index = rows.findIndex((candidate) => matches(candidate, where));
        if (index >= 0) rows.splice(index, 1);
      },
      deleteMany: async ({ where }) => {
        for (const row of rows.filter((candidate) => matches(candidate, where))) rows.splice(rows.indexOf(row), 1);
      },
    };
  };
  const logs = [];
  return {
    data,
    logs,
    db: { query },
    log: { info: (message) => logs.push(['info', message]), warn: (message) => logs.push(['warn', message]) },
    service: (name) => services[name],
    get: (name) => services[name],
  };
}

module.exports = { createFakeStrapi };
