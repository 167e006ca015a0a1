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

  it('leaves other collections alone', async () => {
    const strapi = fakeStrapi();
    storeOncePerKey(strapi);
    await strapi.create('api::newsletter.newsletter', { email: 'a@b.c', cle_envoi: 'k-1' });
    await strapi.create('api::newsletter.newsletter', { email: 'a@b.c', cle_envoi: 'k-1' });
    expect(strapi.records).toHaveLength(2);
  });
});
