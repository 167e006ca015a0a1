'use strict';

/**
 * An erasure outlives a restore. Each erasure of a person's data (the admin's « Données d'une personne », a
 * newsletter unsubscription) is remembered without the person's data: a keyed hash of the address (HMAC-SHA256, its
 * key derived from APP_KEYS like the CMS's other keys), the kinds searched in full, the records erased (kind and
 * documentId), when, and by whom. It is written first to CMS_ERASURES_DIR, one JSON line per erasure appended in one
 * write (O_APPEND: the processes of one machine share the file), one file per month: a folder the restore never
 * replaces, copied off the machine (docs/deploy.md). Then to the CMS's journal (src/journal.js), shared by every
 * process on the database, carried by every archive and copied nightly into each machine's folder. After a restore,
 * scripts/restore.js merges the archive's journal with this machine's folder (and any copy it is given) and erases
 * again what came back. Entries are kept ERASURE_KEEP_DAYS days (the backups' lifetime), then pruned.
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { PERSONAL_DATA } = require('./kinds');
const { forgetJournal, readJournal, writeJournal } = require('../journal');
const { strapiTables } = require('../notifications/sending');
const { isSuperAdmin } = require('./access');

/** The journal's kind for erasures. */
const ERASURES = 'effacement';
const FILE = /^effacements-(\d{4})-(\d{2})\.jsonl$/;
const DAY_MS = 86_400_000;

/** Where the ledger lives (relative to cms/, like CMS_PRIVATE_DIR) and how long its entries are kept. */
function erasureSettings(env = process.env) {
  const days = Number(env.ERASURE_KEEP_DAYS);
  return {
    dir: path.resolve(path.join(__dirname, '..', '..'), env.CMS_ERASURES_DIR?.trim() || 'effacements'),
    keepDays: Number.isInteger(days) && days > 0 ? days : 400,
  };
}

/** The address hash's key, derived from APP_KEYS, and its id (entries made with other APP_KEYS say so). */
function ledgerKey(env = process.env) {
  const keys = (env.APP_KEYS || '').trim();
  if (!keys) throw new Error("APP_KEYS manque (cms/.env) : il faut la clé du CMS pour noter les adresses effacées et les reconnaître");
  const key = crypto.createHash('sha256').update(`erasures:${keys}`).digest();
  return { key, id: crypto.createHash('sha256').update(key).digest('hex').slice(0, 12) };
}

const addressHash = (email, { key }) => crypto.createHmac('sha256', key).update(String(email).trim().toLowerCase()).digest('hex');

const fileOf = (dir, at) => path.join(dir, `effacements-${at.slice(0, 7)}.jsonl`);

/** Appends `entries` to their month's file of `dir`, each in one write. */
function appendToFolder(dir, entries) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const entry of entries) fs.appendFileSync(fileOf(dir, entry.at), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
}

/**
 * Remembers an erasure before it is done (a crash half-way leaves it remembered, never forgotten): `email` (kept as
 * its hash only), `kinds` (uids searched in full: every record of the address there is erased), `records` ({ uid,
 * documentId } about to be erased), `by` whom. Throws when it cannot be written: nothing is then erased.
 */
async function rememberErasure(table, { email, kinds, records, by, now = new Date(), env = process.env }) {
  const ledger = ledgerKey(env);
  const entry = { id: crypto.randomUUID(), at: now.toISOString(), by, keyId: ledger.id, address: addressHash(email, ledger), kinds, records };
  appendToFolder(erasureSettings(env).dir, [entry]);
  await writeJournal(table, { sorte: ERASURES, id: entry.id, at: now, by, detail: { keyId: entry.keyId, address: entry.address, kinds, records } });
  return entry;
}

const isEntry = (entry) =>
  Boolean(entry) && typeof entry.id === 'string' && !Number.isNaN(Date.parse(entry.at)) && typeof entry.address === 'string' && Array.isArray(entry.kinds) && Array.isArray(entry.records);

/** The ledger of each folder of `dirs` (missing ones are empty): its entries, and how many lines could not be read. */
function erasuresInFolders(dirs) {
  const entries = [];
  let unreadable = 0;
  for (const dir of dirs) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => FILE.test(file)) : []) {
      for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n').filter((text) => text.trim())) {
        try {
          const entry = JSON.parse(line);
          if (isEntry(entry)) entries.push(entry);
          else unreadable += 1;
        } catch {
          unreadable += 1;
        }
      }
    }
  }
  return { entries, unreadable };
}

/**
 * The erasures of the journal, newest first, as the folder keeps them.
 * @param {(name: string) => any} table @param {{ limit?: number }} [options]
 */
async function erasuresInJournal(table, { limit } = {}) {
  return (await readJournal(table, ERASURES, { limit })).map(({ id, at, by, detail }) => ({ id, at, by, ...detail })).filter(isEntry);
}

/** Each entry once (by id), oldest first. */
function mergeErasures(...lists) {
  const byId = new Map();
  for (const entry of lists.flat()) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * Brings the journal and the folder of this machine to the union of both and of `others` (entries from elsewhere:
 * an archive's journal, another machine's folder); returns the union.
 */
async function unionOfLedgers(table, { others = [], env = process.env } = {}) {
  const { dir } = erasureSettings(env);
  const [inJournal, inFolder] = [await erasuresInJournal(table), erasuresInFolders([dir]).entries];
  const all = mergeErasures(inJournal, inFolder, others);
  const journalIds = new Set(inJournal.map((entry) => entry.id));
  for (const { id, at, by, ...detail } of all.filter((entry) => !journalIds.has(entry.id))) await writeJournal(table, { sorte: ERASURES, id, at, by, detail });
  const folderIds = new Set(inFolder.map((entry) => entry.id));
  appendToFolder(dir, all.filter((entry) => !folderIds.has(entry.id)));
  return all;
}

/** Forgets the entries older than ERASURE_KEEP_DAYS, in the journal and in the folder (whole months); their count. */
async function pruneErasures(table, { env = process.env, now = new Date() } = {}) {
  const { dir, keepDays } = erasureSettings(env);
  const before = new Date(now.getTime() - keepDays * DAY_MS);
  const forgotten = await forgetJournal(table, ERASURES, before);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const match = FILE.exec(name);
    // A month file goes once the whole month is past the bound.
    if (match && Date.UTC(Number(match[1]), Number(match[2]), 1) <= before.getTime()) fs.rmSync(path.join(dir, name), { force: true });
  }
  return forgotten;
}

/** The nightly task: every erasure of the journal in this machine's folder too (several machines), old ones pruned. */
async function keepErasureLedger(table, env = process.env) {
  await unionOfLedgers(table, { env });
  await pruneErasures(table, { env });
}

const timeOf = (value) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).getTime();

/**
 * Whether `entries` say that `record` ({ uid, documentId, email, createdAt }) was erased: listed by its documentId,
 * or of a kind searched in full with the same address (same APP_KEYS) and created before that erasure.
 */
function wasErased(entries, record, env = process.env) {
  const ledger = ledgerKey(env);
  const hash = record.email ? addressHash(record.email, ledger) : null;
  return entries.some(
    (entry) =>
      entry.records.some((erased) => erased.uid === record.uid && erased.documentId === record.documentId) ||
      (hash !== null && entry.keyId === ledger.id && entry.address === hash && entry.kinds.includes(record.uid) && timeOf(record.createdAt) < Date.parse(entry.at)),
  );
}

/** Entries whose address cannot be compared here: made with other APP_KEYS. */
const otherKeyEntries = (entries, env = process.env) => entries.filter((entry) => entry.keyId !== ledgerKey(env).id);

const LABELS = new Map(PERSONAL_DATA.map((collection) => [collection.uid, collection.labels.person]));

/** GET /adive/effacements: the latest erasures, who made them and what they took, for a super administrator. */
function registerErasureRoutes(strapi) {
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/adive/effacements',
        handler: async (ctx) => {
          if (!isSuperAdmin(ctx.state.user)) return ctx.forbidden('Réservé aux super administrateurs.');
          const entries = await erasuresInJournal(strapiTables(strapi), { limit: 20 });
          ctx.body = {
            erasures: entries.map(({ id, at, by, records }) => ({ id, at, by, records, labels: [...new Set(records.map((record) => LABELS.get(record.uid) ?? record.uid))] })),
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  });
}

module.exports = {
  ERASURES,
  erasureSettings,
  erasuresInFolders,
  erasuresInJournal,
  keepErasureLedger,
  mergeErasures,
  otherKeyEntries,
  pruneErasures,
  registerErasureRoutes,
  rememberErasure,
  unionOfLedgers,
  wasErased,
};
