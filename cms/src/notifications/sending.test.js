'use strict';

const { ensureJournalTable } = require('../journal');
const { dropWaiting, heartbeat, HEARTBEAT_MS, holdMail, mailDecisions, mailHold, releaseMail, senders, waitingCount } = require('./sending');

/** A real SQLite database in memory with Strapi's core store and one request table. */
async function database() {
  const knex = require('knex')({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  await knex.schema.createTable('strapi_core_store_settings', (table) => {
    table.increments('id');
    for (const column of ['key', 'value', 'type', 'environment', 'tag']) table.text(column);
  });
  await knex.schema.createTable('devis', (table) => {
    table.increments('id');
    for (const column of ['email_etat', 'email_erreur', 'accuse_etat', 'accuse_erreur']) table.text(column);
    for (const column of ['email_prochain_essai', 'accuse_prochain_essai']) table.datetime(column);
  });
  await ensureJournalTable(knex);
  return { knex, table: (name) => knex(name) };
}

describe("the CMS's sending state", () => {
  let db;
  beforeEach(async () => {
    db = await database();
  });
  afterEach(() => db.knex.destroy());

  it('holds, then releases, sending, each decision kept with who took it', async () => {
    expect(await mailHold(db.table)).toBeNull();
    await holdMail(db.table, { reason: 'restauration de la sauvegarde du 2026-11-27', by: 'la restauration', now: new Date('2026-11-28T09:00:00Z') });
    expect(await mailHold(db.table)).toEqual({ since: '2026-11-28T09:00:00.000Z', reason: 'restauration de la sauvegarde du 2026-11-27' });
    await holdMail(db.table, { reason: 'encore', by: 'exploitant', now: new Date('2026-11-28T10:00:00Z') });
    expect(await db.knex('strapi_core_store_settings').where({ key: 'adive_mail_hold' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    await releaseMail(db.table, { by: 'Ada Admin <ada@adive.test>', now: new Date('2026-11-28T11:00:00Z') });
    expect(await mailHold(db.table)).toBeNull();
    expect((await mailDecisions(db.table)).map(({ at, by, label }) => [at, by, label])).toEqual([
      ['2026-11-28T11:00:00.000Z', 'Ada Admin <ada@adive.test>', 'envois repris'],
      ['2026-11-28T10:00:00.000Z', 'exploitant', 'envois suspendus (encore)'],
      ['2026-11-28T09:00:00.000Z', 'la restauration', 'envois suspendus (restauration de la sauvegarde du 2026-11-27)'],
    ]);
  });

  it('counts the waiting e-mails, and gives them up unsent on the team’s word, lifting the hold', async () => {
    await db.knex('devis').insert([
      { email_etat: 'en attente', accuse_etat: 'en attente', email_prochain_essai: new Date() },
      { email_etat: 'envoyé', accuse_etat: 'en attente' },
      { email_etat: 'échec', accuse_etat: null },
    ]);
    await holdMail(db.table, { reason: 'restauration', by: 'la restauration' });
    expect(await waitingCount(db.table, ['devis'])).toBe(3);
    expect(await dropWaiting(db.table, 'Non envoyé : abandonné.', { by: 'Ada Admin <ada@adive.test>', tables: ['devis'] })).toBe(3);
    expect(await waitingCount(db.table, ['devis'])).toBe(0);
    expect(await db.knex('devis').select('email_etat', 'email_erreur', 'email_prochain_essai').orderBy('id').first()).toEqual({ email_etat: 'échec', email_erreur: 'Non envoyé : abandonné.', email_prochain_essai: null });
    expect(await mailHold(db.table)).toBeNull();
    expect((await mailDecisions(db.table, 1)).map(({ by, label }) => [by, label])).toEqual([['Ada Admin <ada@adive.test>', '3 e-mail(s) abandonné(s), envois repris']]);
  });

  it('counts and gives up in the tables the database has: a backup made before a kind was added lacks its table', async () => {
    await db.knex('devis').insert([{ email_etat: 'en attente', accuse_etat: null }]);
    expect(await waitingCount(db.table, ['devis', 'rappels'])).toBe(1);
    expect(await dropWaiting(db.table, 'Non envoyé.', { by: 'exploitant', tables: ['rappels', 'devis'] })).toBe(1);
  });

  it('knows whether a process that can send swept lately', async () => {
    let now = new Date('2026-11-28T09:00:00Z');
    expect(await senders(db.table, now)).toEqual({ seenAt: null, alive: false });
    const beat = heartbeat(db.table, { everyMs: 30_000, now: () => now });
    await beat();
    expect(await senders(db.table, now)).toEqual({ seenAt: '2026-11-28T09:00:00.000Z', alive: true });
    now = new Date(now.getTime() + HEARTBEAT_MS / 2);
    await beat();
    expect((await senders(db.table, now)).seenAt).toBe('2026-11-28T09:00:00.000Z');
    expect((await senders(db.table, new Date(now.getTime() + 3 * HEARTBEAT_MS))).alive).toBe(false);
    // A process sweeping every 10 minutes is still sending 25 minutes after its last beat.
    const slow = heartbeat(db.table, { everyMs: 600_000, now: () => now });
    await slow();
    expect((await senders(db.table, new Date(now.getTime() + 25 * 60_000))).alive).toBe(true);
    expect((await senders(db.table, new Date(now.getTime() + 31 * 60_000))).alive).toBe(false);
  });
});
