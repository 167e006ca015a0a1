'use strict';

/* global beforeEach, afterEach -- Jest's, for the tests that import this file */

/**
 * For the field measures' tests: the two tables as Strapi makes them from the schemas (api::mesure, api::mesure-lot),
 * on SQLite (in memory, or in `filename` for a script that opens the database itself), and the piece of `strapi` that
 * store.js uses.
 */
async function measuresDatabase(filename = ':memory:') {
  const knex = require('knex')({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  const common = (table) => {
    table.increments('id');
    table.string('document_id');
    table.datetime('created_at');
    table.datetime('updated_at');
    table.datetime('published_at');
  };
  await knex.schema.createTable('mesures', (table) => {
    common(table);
    for (const column of ['jour', 'type_page', 'indicateur', 'connexion', 'appareil', 'origine', 'element']) table.string(column);
    table.float('borne');
    table.integer('nombre');
    table.unique(['jour', 'type_page', 'indicateur', 'connexion', 'appareil', 'origine', 'element', 'borne'], { indexName: 'mesures_tranche_unique' });
  });
  await knex.schema.createTable('mesures_lots', (table) => {
    common(table);
    table.string('cle');
    table.string('jour');
    table.unique(['cle'], { indexName: 'mesures_lots_cle_unique' });
  });
  const strapi = { db: { getSchemaName: () => undefined, transaction: (work) => knex.transaction((trx) => work({ trx })) } };
  return { knex, strapi, table: (name) => knex(name) };
}

/** The same database, new for each test of the calling `describe` (its fields filled before each test). */
function measuresDatabaseEachTest() {
  const db = {};
  beforeEach(async () => Object.assign(db, await measuresDatabase()));
  afterEach(() => db.knex.destroy());
  return db;
}

module.exports = { measuresDatabase, measuresDatabaseEachTest };
