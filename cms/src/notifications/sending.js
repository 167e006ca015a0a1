'use strict';

/**
 * Whether the CMS may send, and whether any process can, both kept in Strapi's core store, shared by every process on
 * the database:
 * - the hold (`adive_mail_hold`): a restored CMS is a copy until an operator says otherwise. `cms:restore` writes it
 *   into the restored database, and while it is there nothing leaves (waiting e-mails, acknowledgements, digest,
 *   welcomes); the e-mails of new requests wait too. `npm run cms:mail -- reprendre` (or the admin's widget) lifts
 *   it and what waits leaves once; `abandonner` gives up what waits, then lifts it.
 * - the senders' heartbeat (`adive_mail_sender`): each process with SMTP_HOST writes when it last swept, so that the
 *   admin can say when no process can send (requests then wait for one that can).
 * Each decision (suspend, resume, give up) is kept in the journal with who took it (src/journal.js), shown with the
 * hold in the admin and by `cms:mail -- etat`. And the hold covers every e-mail the CMS can send, Strapi's own too
 * (holdEveryEmail). Written on knex, so that the running CMS (`strapi.db`) and the operator's command
 * (scripts/mail.js, Strapi stopped or not) share them: `table(name)` gives a query builder on a table of the CMS's
 * database.
 */

const { EMAILS, FAILED, WAITING, field } = require('../requests/email-fields');
const { KINDS } = require('../requests/kinds');
const { readJournal, writeJournal } = require('../journal');

const STORE_TABLE = 'strapi_core_store_settings';
const HOLD_KEY = 'adive_mail_hold';
const SENDER_KEY = 'adive_mail_sender';
/** How often, at most, a sending process writes its heartbeat; the admin deems senders gone after three missed beats. */
const HEARTBEAT_MS = 60_000;

/** Strapi's tables, within its PostgreSQL schema if it has one. */
const strapiTables = (strapi) => (name) => strapi.db.getConnection(name);

/** The tables whose requests carry e-mails (requests/kinds.js). */
const REQUEST_TABLES = KINDS.map((kind) => kind.table);

async function readKey(table, key) {
  const row = await table(STORE_TABLE).select('value').where({ key }).first();
  if (!row?.value) return null;
  try {
    return JSON.parse(row.value);
  } catch {
    return null;
  }
}

async function writeKey(table, key, value) {
  const text = JSON.stringify(value);
  const updated = await table(STORE_TABLE).where({ key }).update({ value: text });
  if (!updated) await table(STORE_TABLE).insert({ key, value: text, type: 'object', environment: null, tag: null });
}

/** The hold ({ since, reason }) or null when the CMS may send. */
async function mailHold(table) {
  const hold = await readKey(table, HOLD_KEY);
  return hold && typeof hold === 'object' && hold.since ? hold : null;
}

/** The journal's kind for the decisions on sending. */
const DECISIONS = 'envois';

const decided = (table, { action, by, now = new Date(), ...detail }) => writeJournal(table, { sorte: DECISIONS, by, at: now, detail: { action, ...detail } });

/** Puts the hold (the restore, or an operator), `by` whom. */
async function holdMail(table, { reason, by, now = new Date() }) {
  await writeKey(table, HOLD_KEY, { since: now.toISOString(), reason });
  await decided(table, { action: 'suspendre', reason, by, now });
}

const liftHold = (table) => table(STORE_TABLE).where({ key: HOLD_KEY }).del();

/** Lifts the hold, `by` whom: what waits leaves with the next sweep. */
async function releaseMail(table, { by, now = new Date() }) {
  await liftHold(table);
  await decided(table, { action: 'reprendre', by, now });
}

/** What a decision did, in the operators' words. */
function decisionLabel({ action, reason, dropped }) {
  if (action === 'suspendre') return `envois suspendus (${reason})`;
  if (action === 'abandonner') return `${dropped} e-mail(s) abandonné(s), envois repris`;
  return 'envois repris';
}

/** The latest decisions on sending, newest first: `{ at, by, label, detail: { action, reason?, dropped? } }`. */
async function mailDecisions(table, limit = 5) {
  return (await readJournal(table, DECISIONS, { limit })).map((entry) => ({ ...entry, label: decisionLabel(entry.detail) }));
}

/** A table the database lacks: SQLite's and PostgreSQL's (42P01) answer. */
const isMissingTable = (error) => error?.code === '42P01' || /no such table/i.test(error?.message ?? '');

/**
 * `query` on the table `name`, or `fallback` when the database has no such table: a backup made before a kind of
 * request was added, restored, has none for it until Strapi starts on it (and the operator's command runs before).
 */
async function inTable(name, query, fallback) {
  try {
    return await query();
  } catch (error) {
    if (isMissingTable(error)) return fallback;
    throw error;
  }
}

/** The e-mails waiting (each request counts its firm e-mail and its acknowledgement). */
async function waitingCount(table, tables = REQUEST_TABLES) {
  let count = 0;
  for (const name of tables) {
    for (const { prefix } of EMAILS) {
      const row = await inTable(name, () => table(name).count({ n: '*' }).where({ [field(prefix, 'etat')]: WAITING }).first(), null);
      count += Number(row?.n ?? 0);
    }
  }
  return count;
}

/** Gives up every waiting e-mail (marked failed with `reason`, never sent), then lifts the hold; `by` whom. */
async function dropWaiting(table, reason, { by, now = new Date(), tables = REQUEST_TABLES }) {
  let dropped = 0;
  for (const name of tables) {
    for (const { prefix } of EMAILS) {
      dropped += await inTable(
        name,
        () =>
          table(name)
            .where({ [field(prefix, 'etat')]: WAITING })
            .update({ [field(prefix, 'etat')]: FAILED, [field(prefix, 'erreur')]: reason, [field(prefix, 'prochain_essai')]: null }),
        0,
      );
    }
  }
  await liftHold(table);
  await decided(table, { action: 'abandonner', dropped, by, now });
  return dropped;
}

class MailHeldError extends Error {}

/**
 * Every e-mail the CMS can send goes through the e-mail plugin's provider: the project's senders, and Strapi's own
 * (an admin's password reset, users-permissions' confirmations). Wrapped here once (in bootstrap(), after the plugin
 * made its provider), it refuses to send while the hold is on; the project's senders also check the hold first, so
 * that a held e-mail waits instead of counting as a failed try.
 */
function holdEveryEmail(strapi) {
  const plugin = strapi.plugin('email');
  const provider = plugin?.provider;
  if (typeof provider?.send !== 'function' || provider.holdsMail) return;
  const table = strapiTables(strapi);
  plugin.provider = {
    ...provider,
    holdsMail: true,
    send: async (options) => {
      const hold = await mailHold(table);
      if (hold) {
        // No recipient in the log: it may be a visitor's address.
        strapi.log.warn(`[cms] un e-mail n'est pas parti : envois suspendus (${hold.reason}) ; npm run cms:mail -- etat`);
        throw new MailHeldError(`envois suspendus (${hold.reason})`);
      }
      return provider.send(options);
    },
  };
}

/**
 * A sending process's heartbeat, called at each of its sweeps (every `everyMs`): at most one write per HEARTBEAT_MS,
 * saying when it swept and how often it does.
 */
function heartbeat(table, { everyMs, now = () => new Date() }) {
  let last = 0;
  return async () => {
    const at = now();
    if (at.getTime() - last < HEARTBEAT_MS) return;
    last = at.getTime();
    await writeKey(table, SENDER_KEY, { seenAt: at.toISOString(), everyMs });
  };
}

/** When a sending process last swept (null: never), and whether one is sending now: three beats missed, it is not. */
async function senders(table, now = new Date()) {
  const beat = await readKey(table, SENDER_KEY);
  const seenAt = typeof beat?.seenAt === 'string' ? beat.seenAt : null;
  const beatMs = Math.max(Number(beat?.everyMs) || 0, HEARTBEAT_MS);
  return { seenAt, alive: Boolean(seenAt) && now.getTime() - Date.parse(String(seenAt)) < 3 * beatMs };
}

/**
 * Whether a request's e-mail would leave now or soon: the CMS is not held, and this process sends (`thisProcess`:
 * SMTP_HOST) or another one swept lately.
 */
async function someoneSends(table, { thisProcess, now = new Date() }) {
  if (await mailHold(table)) return false;
  return thisProcess || (await senders(table, now)).alive;
}

module.exports = {
  HOLD_KEY,
  SENDER_KEY,
  HEARTBEAT_MS,
  dropWaiting,
  heartbeat,
  holdEveryEmail,
  holdMail,
  mailDecisions,
  mailHold,
  releaseMail,
  senders,
  someoneSends,
  strapiTables,
  waitingCount,
};
