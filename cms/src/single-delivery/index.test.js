'use strict';

const { storeOncePerKey } = require('.');

/** A document service over an in-memory list, with the middleware chain as Strapi runs it. */
function fakeStrapi() {
  const records = [];
  const middlewares = [];
  const create = (data) => {
    const record = { documentId: `doc${records.length + 1}`, ...data };
    records.push(record);
    return record;
  };
  const strapi = {
    records,
    middlewares,
    documents: Object.assign(
      () => ({ findFirst: async ({ filters }) => records.find((record) => record.cle_envoi === filters.cle_envoi) ?? null }),
      { use: (middleware) => middlewares.push(middleware) },
    ),
    /** Runs a create through the middlewares, as `strapi.documents(uid).create({ data })` would. */
    create: (uid, data) => {
      const run = (index) => (index < middlewares.length ? middlewares[index]({ uid, action: 'create', params: { data } }, () => run(index + 1)) : create(data));
      return run(0);
    },
  };
  return strapi;
}

describe('storeOncePerKey', () => {
  it('stores a request sent twice with the same delivery key once, and answers the stored record', async () => {
    const strapi = fakeStrapi();
    storeOncePerKey(strapi);
    const first = await strapi.create('api::devi.devi', { nom: 'Awa', cle_envoi: 'k-12345678' });
    const again = await strapi.create('api::devi.devi', { nom: 'Awa', cle_envoi: 'k-12345678' });
    expect(again).toEqual(first);
    expect(strapi.records).toHaveLength(1);
  });

  it('stores requests without a key, or with different keys, each time', async () => {
    const strapi = fakeStrapi();
    storeOncePerKey(strapi);
    await strapi.create('api::contact.contact', { name: 'Awa' });
    await strapi.create('api::contact.contact', { name: 'Awa' });
    await strapi.create('api::commande.commande', { nom: 'Awa', cle_envoi: 'k-1' });
    await strapi.create('api::commande.commande', { nom: 'Awa', cle_envoi: 'k-2' });
    expect(strapi.records).toHaveLength(4);
  });

  it('answers the first record when two deliveries race past the read and the unique index refuses the second insert', async () => {
    const strapi = fakeStrapi();
    storeOncePerKey(strapi);
    // Both deliveries read before either inserts (PostgreSQL, two connections); the database holds the key once.
    const inserts = [];
    const slowInsert = (data) =>
      new Promise((resolve, reject) =>
        inserts.push(() => {
          if (strapi.records.some((record) => record.cle_envoi === data.cle_envoi)) {
            reject(Object.assign(new Error('duplicate key value violates unique constraint "devis_cle_envoi_unique"'), { code: '23505' }));
          } else {
            const record = { documentId: `doc${strapi.records.length + 1}`, ...data };
            strapi.records.push(record);
            resolve(record);
          }
        }),
      );
    const [middleware] = strapi.middlewares;
    const deliver = () => middleware({ uid: 'api::devi.devi', action: 'create', params: { data: { nom: 'Awa', cle_envoi: 'k-race' } } }, () => slowInsert({ nom: 'Awa', cle_envoi: 'k-race' }));
    const both = Promise.all([deliver(), deliver()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inserts).toHaveLength(2);
    inserts.forEach((insert) => insert());
    const [first, second] = await both;
    expect(second).toEqual(first);
    expect(strapi.records).toHaveLength(1);
  });

  it('lets any other failure of the insert through', async () => {
    const strapi = fakeStrapi();
    storeOncePerKey(strapi);
    const [middleware] = strapi.middlewares;
    await expect(
      middleware({ uid: 'api::devi.devi', action: 'create', params: { data: { cle_envoi: 'k-1' } } }, async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
  });

  it('leaves other collections alone', async () => {
    const strapi = fakeStrapi();
    storeOncePerKey(strapi);
    await strapi.create('api::newsletter.newsletter', { email: 'a@b.c', cle_envoi: 'k-1' });
    await strapi.create('api::newsletter.newsletter', { email: 'a@b.c', cle_envoi: 'k-1' });
    expect(strapi.records).toHaveLength(2);
  });
});

describe('the migration before the unique index', () => {
  it('keeps every copy of a request stored several times, the key on the first only, so that the index can be made', async () => {
    const migration = require('../../database/migrations/2026.11.28T00.00.00.cles-envoi-uniques.js');
    const knex = require('knex')({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await knex.schema.createTable('devis', (table) => {
        table.increments('id');
        table.string('nom');
        table.string('cle_envoi');
      });
      await knex('devis').insert([
        { nom: 'Awa 1', cle_envoi: 'k-1' },
        { nom: 'Awa 2', cle_envoi: 'k-1' },
        { nom: 'Issa', cle_envoi: 'k-2' },
        { nom: 'Awa 3', cle_envoi: 'k-1' },
        { nom: 'Sans clé', cle_envoi: null },
      ]);
      await migration.up(knex);
      expect(await knex('devis').select('nom', 'cle_envoi').orderBy('id')).toEqual([
        { nom: 'Awa 1', cle_envoi: 'k-1' },
        { nom: 'Awa 2', cle_envoi: null },
        { nom: 'Issa', cle_envoi: 'k-2' },
        { nom: 'Awa 3', cle_envoi: null },
        { nom: 'Sans clé', cle_envoi: null },
      ]);
      await knex.schema.alterTable('devis', (table) => table.unique(['cle_envoi']));
      expect(warn).toHaveBeenCalledWith("[cms] 2 copie(s) d'une même demande gardée(s) sans clé d'envoi, pour l'index unique");
    } finally {
      warn.mockRestore();
      await knex.destroy();
    }
  });
});
