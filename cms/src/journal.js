'use strict';

/**
 * Who did what to the firm's data, kept in the CMS's database and not only in its log: each erasure of a person's
 * data (requests/erasures.js) and each decision on the e-mails of a suspended CMS (notifications/sending.js), with
 * when and by whom. A table of its own, `adive_journal`, outside Strapi's content types (Strapi leaves alone a table
 * it never made), created by a migration (database/migrations) and, in an older restored database, by the restore.
 * Written on knex like sending.js (`table(name)`), so that the running CMS and the operator's commands share it.
 */

const crypto = require('node:crypto');
const os = require('node:os');

const JOURNAL_TABLE = 'adive_journal';

/** Creates the journal's table when it is not there (`schema`: PostgreSQL's DATABASE_SCHEMA, if any). */
async function ensureJournalTable(knex, schema = null) {
  const builder = () => (schema ? knex.schema.withSchema(schema) : knex.schema);
  if (await builder().hasTable(JOURNAL_TABLE)) return;
  try {
    await builder().createTable(JOURNAL_TABLE, (table) => {
      table.string('id', 64).primary();
      table.string('sorte', 40).notNullable();
      // ISO 8601 in UTC: sorts and compares as text on every database.
      table.string('le', 30).notNullable();
      table.string('par', 500);
      table.text('detail');
      table.index(['sorte', 'le']);
    });
  } catch (error) {
    // Another process made it at the same moment.
    if (!(await builder().hasTable(JOURNAL_TABLE))) throw error;
  }
}

/** Adds an entry of `sorte` (`detail` kept as JSON) unless one with its id is there; returns it. */
async function writeJournal(table, { sorte, by, detail = {}, at = new Date(), id = crypto.randomUUID() }) {
  const entry = { id, at: new Date(at).toISOString(), by, detail };
  const present = await table(JOURNAL_TABLE).select('id').where({ id }).first();
  if (!present) await table(JOURNAL_TABLE).insert({ id, sorte, le: entry.at, par: by, detail: JSON.stringify(detail) });
  return entry;
}

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

/**
 * The entries of `sorte`, newest first (`limit` of them).
 * @param {(name: string) => any} table @param {string} sorte @param {{ limit?: number }} [options]
 */
async function readJournal(table, sorte, { limit } = {}) {
  const query = table(JOURNAL_TABLE).select('id', 'le', 'par', 'detail').where({ sorte }).orderBy('le', 'desc');
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => ({ id: row.id, at: row.le, by: row.par, detail: parse(row.detail) }));
}

/** Removes the entries of `sorte` made before `before`; returns how many. */
const forgetJournal = (table, sorte, before) => table(JOURNAL_TABLE).where({ sorte }).andWhere('le', '<', before.toISOString()).del();

/** An editor of the admin panel, as the journal names them. */
function adminActor(user) {
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ') || 'Administrateur';
  return user?.email ? `${name} <${user.email}>` : name;
}

/** The operator who ran `command` on this machine (and who they were before sudo, when they used it). */
function operatorActor(command, env = process.env) {
  let account;
  try {
    account = os.userInfo().username;
  } catch {
    // A uid without a passwd entry (some containers).
    account = `uid ${process.getuid?.() ?? '?'}`;
  }
  const before = env.SUDO_USER && env.SUDO_USER !== account ? `, par sudo depuis ${env.SUDO_USER}` : '';
  return `exploitant ${account}@${os.hostname()}${before} (${command})`;
}

module.exports = { JOURNAL_TABLE, adminActor, ensureJournalTable, forgetJournal, operatorActor, readJournal, writeJournal };
