'use strict';

/**
 * The journal of who erased a person's data and who decided on the e-mails of a suspended CMS (src/journal.js): a
 * table of the project's own, made once, before Strapi brings its own tables in line with the schemas.
 */

const { ensureJournalTable } = require('../../src/journal');

module.exports = {
  async up(knex, db) {
    await ensureJournalTable(knex, db?.getSchemaName?.() ?? null);
  },
  async down() {},
};
