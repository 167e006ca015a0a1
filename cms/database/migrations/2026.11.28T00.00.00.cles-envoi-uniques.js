'use strict';

/**
 * Before the unique index on each request table's delivery key (`cle_envoi`, the schemas' `indexes`): on PostgreSQL
 * the earlier read-then-insert check let one request delivered several times at once be stored several times. Those
 * copies are kept (the team may have worked on any of them); only the first keeps the key, so that the index can be
 * made. Strapi runs this once, before it brings the tables in line with the schemas.
 */

const TABLES = ['devis', 'contacts', 'commandes'];

module.exports = {
  async up(knex) {
    let released = 0;
    for (const table of TABLES) {
      if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasColumn(table, 'cle_envoi'))) continue;
      const repeated = await knex(table).select('cle_envoi').whereNotNull('cle_envoi').groupBy('cle_envoi').havingRaw('count(*) > 1');
      for (const { cle_envoi: key } of repeated) {
        const rows = await knex(table).select('id').where({ cle_envoi: key }).orderBy('id');
        const copies = rows.slice(1).map((row) => row.id);
        await knex(table).whereIn('id', copies).update({ cle_envoi: null });
        released += copies.length;
      }
    }
    if (released) console.warn(`[cms] ${released} copie(s) d'une même demande gardée(s) sans clé d'envoi, pour l'index unique`);
  },
  async down() {},
};
