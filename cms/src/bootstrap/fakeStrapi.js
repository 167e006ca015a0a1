'use strict';

/**
 * For the bootstrap's unit tests: the few pieces of Strapi they use (db.query on tables kept in memory, a logger,
 * services), with the where clauses they write (`{ field: value }`).
 */
function createFakeStrapi({ tables = {}, services = {} } = {}) {
  const data = Object.fromEntries(Object.entries(tables).map(([uid, rows]) => [uid, rows.map((row) => ({ ...row }))]));
  let nextId = 1000;
  const comparable = (value) => (value instanceof Date ? value.getTime() : typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : value);
  const OPERATORS = {
    $eq: (actual, expected) => comparable(actual) === comparable(expected),
    $ne: (actual, expected) => comparable(actual) !== comparable(expected),
    $eqi: (actual, expected) => typeof actual === 'string' && actual.toLowerCase() === String(expected).toLowerCase(),
    $lt: (actual, expected) => actual != null && comparable(actual) < comparable(expected),
    $lte: (actual, expected) => actual != null && comparable(actual) <= comparable(expected),
    $gte: (actual, expected) => actual != null && comparable(actual) >= comparable(expected),
    // SQL's NOT IN: a null is in no list, and not out of it either.
    $notIn: (actual, expected) => actual != null && !expected.includes(actual),
  };
  /** Strapi's where clauses as the code under test writes them: fields, null, $and, $or and a few operators. */
  const matches = (row, where = {}) =>
    Object.entries(where).every(([key, value]) => {
      if (key === '$and') return value.every((clause) => matches(row, clause));
      if (key === '$or') return value.some((clause) => matches(row, clause));
      if (value === null) return row[key] == null;
      if (value && typeof value === 'object' && !(value instanceof Date)) return Object.entries(value).every(([operator, expected]) => OPERATORS[operator](row[key], expected));
      return comparable(row[key]) === comparable(value);
    });
  const query = (uid) => {
    data[uid] ??= [];
    const rows = data[uid];
    return {
      findOne: async (/** @type {{ where?: object, populate?: string[] }} */ { where, populate } = {}) => {
        const row = rows.find((candidate) => matches(candidate, where));
        if (!row) return null;
        if (!populate?.includes('permissions')) return { ...row };
        return { ...row, permissions: data['admin::api-token-permission'].filter((permission) => permission.token === row.id) };
      },
      // Copies, as a database gives: a caller never holds the stored row itself.
      findMany: async (/** @type {{ where?: object, limit?: number, select?: string[] }} */ { where, limit, select } = {}) =>
        rows
          .filter((row) => matches(row, where))
          .slice(0, limit ?? Infinity)
          .map((row) => (select ? Object.fromEntries(['id', ...select].map((field) => [field, row[field]])) : { ...row })),
      count: async (/** @type {{ where?: object }} */ { where } = {}) => rows.filter((row) => matches(row, where)).length,
      updateMany: async ({ where, data: values }) => {
        const matched = rows.filter((candidate) => matches(candidate, where));
        for (const row of matched) Object.assign(row, values);
        return { count: matched.length };
      },
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
  // Strapi's core store (and the project's journal, once a test makes it: src/journal.js), for what reads them through
  // knex (notifications/sending.js): a real SQLite in memory.
  let store = null;
  let ownConnection = null;
  const storeDatabase = () => {
    store ??= require('knex')({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate: (connection, done) => {
          connection.exec('CREATE TABLE strapi_core_store_settings (id INTEGER PRIMARY KEY, key TEXT, value TEXT, type TEXT, environment TEXT, tag TEXT)');
          done(null, connection);
        },
      },
    });
    return store;
  };
  const getConnection = (name) => storeDatabase()(name);
  const logs = [];
  /** documentIds the document service deleted, in order (it would take an application's CV with it). */
  const deleted = [];
  return {
    data,
    logs,
    deleted,
    db: {
      query,
      getConnection,
      // The knex of the core store, unless a test gives its own database.
      get connection() {
        return ownConnection ?? storeDatabase();
      },
      set connection(knex) {
        ownConnection = knex;
      },
    },
    /** Closes the core store's database, if a test opened it. */
    close: async () => store?.destroy(),
    documents: (uid) => ({
      delete: async ({ documentId }) => {
        deleted.push(documentId);
        await query(uid).deleteMany({ where: { documentId } });
      },
    }),
    contentTypes: Object.fromEntries(Object.keys(tables).map((uid) => [uid, {}])),
    log: {
      info: (message) => logs.push(['info', message]),
      warn: (message) => logs.push(['warn', message]),
      error: (message) => logs.push(['error', message]),
    },
    service: (name) => services[name],
    get: (name) => services[name],
  };
}

/**
 * Makes the fake's document service refuse to delete `documentId` (a file that cannot be removed, say), with the error
 * a real disk gives; every other delete goes through.
 */
function refuseDeleting(strapi, documentId) {
  const documents = strapi.documents;
  strapi.documents = (uid) => ({
    ...documents(uid),
    delete: async (/** @type {{ documentId: string }} */ params) => {
      if (params.documentId === documentId) throw new Error('EACCES: permission denied');
      return documents(uid).delete(params);
    },
  });
}

module.exports = { createFakeStrapi, refuseDeleting };
