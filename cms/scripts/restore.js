#!/usr/bin/env node
'use strict';

/**
 * `npm run cms:restore -- <archive> [--cle FICHIER] [--cle-signature CLÉ] [--effacements DOSSIER]… [--non-signee]`:
 * rebuilds an empty CMS (Strapi stopped, its database empty, its uploads and private folders empty) from an archive of
 * scripts/backup.js. Refuses, in French and before writing anything:
 * - an archive its server did not sign: no signature beside it (.minisig), or one by another key than the firm's
 *   (BACKUP_SIGNING_PUBLIC_KEY or --cle-signature; else this server's own key's public half), or one that no longer
 *   matches. The firm's age key is public: anyone may encrypt an archive for it. --non-signee restores an archive made
 *   before the signatures, and says so;
 * - an encrypted archive (.age) the firm's age key (--cle, or BACKUP_AGE_IDENTITY: brought for the restore, never kept
 *   on the CMS's machine) does not open, or that was changed (age authenticates what it decrypts);
 * - one with a file missing or damaged, made with another content model or from another kind of database, and a
 *   target that already holds data.
 * Checks the counts per collection after, gives the folders the modes the CMS writes them with (the CVs are never
 * readable by others, at any moment), and leaves the restored CMS quiet: it sends no e-mail until an operator says so
 * (`npm run cms:mail`, notifications/sending.js). Then, before anything can be sent, it erases again what was erased
 * after the archive was made: the erasures' ledger of this machine (CMS_ERASURES_DIR) and of the folders given with
 * --effacements, merged with the archive's journal (requests/erasures.js). docs/deploy.md.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('./backup-lib');
const { holdMail } = require('../src/notifications/sending');
const { ensureJournalTable, operatorActor } = require('../src/journal');
const { erasureSettings, erasuresInFolders, otherKeyEntries, unionOfLedgers, wasErased } = require('../src/requests/erasures');
const { cvOf } = require('../src/private-files');
const { PERSONAL_DATA } = require('../src/requests/kinds');

const DAY_MS = 86_400_000;

class RestoreRefused extends Error {}

const hasFiles = (dir) => lib.listFiles(dir).some((file) => path.basename(file) !== '.gitkeep');

/** Why the target is not an empty CMS, or null. */
async function targetRefusal(target) {
  if (target.client === 'sqlite') {
    const file = target.connection.filename;
    if (fs.existsSync(file) && fs.statSync(file).size > 0) {
      const tables = await lib.withDatabase({ client: 'sqlite', file }, (query) => query("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'"));
      if (Number(tables) > 0) return `La base cible (${file}) n'est pas vide : arrêtez Strapi et déplacez-la, la restauration ne remplace rien.`;
    }
  } else {
    const tables = await lib.withDatabase(target, (query) => query(`SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '${lib.schemaOf(target).replace(/'/g, "''")}'`));
    if (Number(tables) > 0) return `La base PostgreSQL cible n'est pas vide (${tables} tables) : arrêtez Strapi et recréez-la vide (dropdb, createdb), la restauration ne remplace rien.`;
  }
  for (const dir of [target.uploadsDir, target.privateDir]) {
    if (hasFiles(dir)) return `Le dossier ${dir} n'est pas vide : videz-le ou déplacez-le, la restauration ne remplace rien.`;
  }
  return null;
}

/**
 * The signature of `archive` checked against the firm's public keys: its key id and signed comment, or null for an
 * unsigned archive restored with --non-signee. Refuses otherwise.
 */
function checkedSignature(archive, { publicKeys, allowUnsigned }) {
  if (!publicKeys.length && !allowUnsigned) {
    throw new RestoreRefused(
      "Indiquez la clé publique de signature des sauvegardes (BACKUP_SIGNING_PUBLIC_KEY, ou --cle-signature <clé RW… ou fichier .pub>) : sans elle, rien ne prouve que l'archive vienne du serveur du CMS. Rien n'a été restauré.",
    );
  }
  lib.requireMinisign();
  const check = lib.signatureCheck(archive, publicKeys);
  if (!check.refused) return check;
  if (check.unsigned && allowUnsigned) return null;
  const older = check.unsigned ? ' Une archive faite avant les signatures se restaure avec --non-signee, après avoir vérifié d’où elle vient.' : '';
  throw new RestoreRefused(`Archive refusée : ${check.refused}${older} Rien n'a été restauré.`);
}

/** The archive as a .tar.gz: itself, or decrypted into `stage` with the age key `identity`. */
function openArchive(archive, { identity, stage }) {
  if (!archive.endsWith('.age')) return path.resolve(archive);
  if (!identity) throw new RestoreRefused(`Archive chiffrée : indiquez la clé age de la société (--cle <fichier> ou BACKUP_AGE_IDENTITY). Rien n'a été restauré.`);
  if (!fs.existsSync(identity)) throw new RestoreRefused(`Clé introuvable : ${identity}. Rien n'a été restauré.`);
  lib.requireAge();
  const tarball = path.join(stage, 'archive.tar.gz');
  try {
    lib.run('age', ['--decrypt', '--identity', identity, '--output', tarball, path.resolve(archive)]);
  } catch {
    throw new RestoreRefused(`Archive refusée : cette clé ne l'ouvre pas, ou l'archive a été modifiée depuis la sauvegarde (${archive}). Rien n'a été restauré.`);
  }
  return tarball;
}

/** The modes the CMS writes its folders with: CVs readable by the CMS's user only, media as the local provider. */
function setModes(dir, { dirMode, fileMode }) {
  fs.chmodSync(dir, dirMode);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) setModes(full, { dirMode, fileMode });
    else if (entry.isFile()) fs.chmodSync(full, fileMode);
  }
}

/**
 * Erases again, in the restored database (Strapi stopped), every record of a person's data that `entries` say was
 * erased: its CV first, its components, then the record (its relations' link rows go with it: foreign keys).
 * Returns how many records.
 */
async function eraseAgain(table, knex, { target, entries, env }) {
  const schema = target.client === 'postgres' ? lib.schemaOf(target) : null;
  const hasTable = (name) => (schema ? knex.schema.withSchema(schema) : knex.schema).hasTable(name);
  const components = lib.componentTables();
  let erased = 0;
  for (const { uid, table: name } of PERSONAL_DATA) {
    if (!(await hasTable(name))) continue;
    const rows = (await table(name).select('*')).filter((row) => wasErased(entries, { uid, documentId: row.document_id, email: row.email, createdAt: row.created_at }, env));
    const parts = rows.length && (await hasTable(`${name}_cmps`)) ? await table(`${name}_cmps`).select('entity_id', 'cmp_id', 'component_type').whereIn('entity_id', rows.map((row) => row.id)) : [];
    for (const row of rows) {
      const cv = cvOf({ cv: typeof row.cv === 'string' ? JSON.parse(row.cv) : row.cv });
      if (cv) fs.rmSync(path.join(target.privateDir, cv.fichier), { force: true });
      for (const part of parts.filter((candidate) => candidate.entity_id === row.id)) {
        if (components.has(part.component_type)) await table(components.get(part.component_type)).where({ id: part.cmp_id }).del();
      }
      await table(name).where({ id: row.id }).del();
      erased += 1;
    }
  }
  return erased;
}

async function restore({ archive, identity, signingKey, allowUnsigned = false, ledgers = [], env = process.env, now = new Date() }) {
  lib.loadEnv(env);
  if (!archive || !fs.existsSync(archive)) throw new RestoreRefused(`Archive introuvable : ${archive ?? '(aucune archive indiquée)'}. Usage : npm run cms:restore -- <archive.tar.gz[.age]> [--cle <clé age>]`);
  const started = Date.now();
  const target = lib.cmsTarget(env);
  const publicKeys = lib.publicKeysFrom(signingKey ?? env.BACKUP_SIGNING_PUBLIC_KEY ?? '');
  if (signingKey && !publicKeys.length) throw new RestoreRefused(`Clé publique de signature illisible : ${signingKey} (une clé RW… ou son fichier .pub). Rien n'a été restauré.`);
  // Without the firm's key given, this server's own: it signed what it backed up.
  if (!publicKeys.length) publicKeys.push(...lib.publicKeysFrom(lib.signingKeyFiles(env).pub));
  const signature = checkedSignature(archive, { publicKeys, allowUnsigned });
  // The erasures this machine remembers (and the copies given), read before anything is written.
  for (const dir of ledgers) if (!fs.existsSync(dir)) throw new RestoreRefused(`Dossier des effacements introuvable : ${dir} (--effacements). Rien n'a été restauré.`);
  const remembered = erasuresInFolders([erasureSettings(env).dir, ...ledgers]);
  // Everything written from here (the stage, the CVs) is its owner's only, at every moment.
  const umask = process.umask(0o077);
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-restore-'));
  const content = path.join(stage, 'content');
  fs.mkdirSync(content);
  try {
    const tarball = openArchive(archive, { identity: identity ?? env.BACKUP_AGE_IDENTITY, stage });
    try {
      // The archive's modes are not kept (the umask's are): a CV is never extracted readable by others.
      lib.run('tar', ['-xzf', tarball, '-C', content, '--no-same-owner', '--no-same-permissions']);
    } catch {
      throw new RestoreRefused(`Archive illisible : ${archive} n'est pas une archive .tar.gz entière.`);
    }
    const refused = lib.refusal(content, { fingerprint: lib.schemaFingerprint(), client: target.client });
    if (refused) throw new RestoreRefused(refused);
    const occupied = await targetRefusal(target);
    if (occupied) throw new RestoreRefused(occupied);
    const manifest = JSON.parse(fs.readFileSync(path.join(content, lib.MANIFEST), 'utf8'));

    try {
      if (target.client === 'sqlite') {
        fs.mkdirSync(path.dirname(target.connection.filename), { recursive: true });
        fs.copyFileSync(path.join(content, 'database.sqlite'), target.connection.filename);
      } else {
        const { args, env: pgEnv } = lib.postgresArgs(target.connection, env);
        // One transaction: a failure leaves the database as empty as it was.
        lib.run('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', ...args, path.join(content, 'database.pgdump')], { env: pgEnv });
      }
      for (const { from, to, modes } of [
        { from: 'uploads', to: target.uploadsDir, modes: { dirMode: 0o755, fileMode: 0o644 } },
        { from: 'private', to: target.privateDir, modes: { dirMode: 0o700, fileMode: 0o600 } },
      ]) {
        // Closed before the first file lands in it (an empty folder made earlier may be open to others).
        fs.mkdirSync(to, { recursive: true });
        fs.chmodSync(to, 0o700);
        fs.cpSync(path.join(content, from), to, { recursive: true });
        setModes(to, modes);
      }
      const counts = await lib.withDatabase(target, (query) => lib.countRows(query, target.client));
      const different = Object.entries(manifest.counts).filter(([table, count]) => counts[table] !== count);
      if (different.length) throw new Error(`les nombres ne correspondent pas : ${different.map(([table, count]) => `${table} ${counts[table]} au lieu de ${count}`).join(', ')}`);
      // A copy until an operator says otherwise: nothing e-mailed by itself; then, before it can send anything, what
      // was erased since the archive is erased again.
      const madeOn = new Date(manifest.createdAt).toLocaleString('fr-FR', { timeZone: 'Africa/Ouagadougou', dateStyle: 'short', timeStyle: 'short' });
      const erasures = await lib.withKnex(target, async (table, knex) => {
        await ensureJournalTable(knex, target.client === 'postgres' ? lib.schemaOf(target) : null);
        await holdMail(table, { reason: `restauration de la sauvegarde du ${madeOn}`, by: operatorActor('npm run cms:restore', env), now });
        const entries = await unionOfLedgers(table, { others: remembered.entries, env });
        return {
          entries: entries.length,
          since: entries.filter((entry) => entry.at > manifest.createdAt).length,
          erased: await eraseAgain(table, knex, { target, entries, env }),
          otherKeys: otherKeyEntries(entries, env).length,
          unreadable: remembered.unreadable,
          olderThanLedger: now.getTime() - Date.parse(manifest.createdAt) > erasureSettings(env).keepDays * DAY_MS,
        };
      });
      return { manifest, counts, signature, erasures, seconds: (Date.now() - started) / 1000 };
    } catch (error) {
      // Half a restore is worse than none: what this run wrote is taken back, so that the next try finds the target
      // empty (a PostgreSQL restore already rolled back in its transaction, unless the counts failed after it).
      if (target.client === 'sqlite') fs.rmSync(target.connection.filename, { force: true });
      else await lib.withDatabase(target, (query) => query(`DROP SCHEMA IF EXISTS "${lib.schemaOf(target)}" CASCADE; CREATE SCHEMA "${lib.schemaOf(target)}"`)).catch(() => {});
      for (const dir of [target.uploadsDir, target.privateDir]) for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (entry !== '.gitkeep') fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
      throw new Error(`restauration annulée, la cible est de nouveau vide : ${error.message}`);
    }
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    process.umask(umask);
  }
}

/** What the restore says of the erasures it did again, in French. */
function erasureLines({ entries, since, erased, otherKeys, unreadable, olderThanLedger }, env = process.env) {
  const lines = [`[restauration] Effacements refaits : ${erased} enregistrement(s) effacé(s) à nouveau, CV compris (registre : ${entries} effacement(s), dont ${since} depuis la sauvegarde).`];
  if (otherKeys) lines.push(`[restauration] ${otherKeys} effacement(s) noté(s) avec d'autres APP_KEYS : leurs enregistrements sont effacés par leur identifiant, mais une autre fiche de la même adresse ne peut pas être reconnue.`);
  if (unreadable) lines.push(`[restauration] ${unreadable} ligne(s) illisible(s) dans le registre des effacements (${erasureSettings(env).dir}) : laissées de côté.`);
  if (olderThanLedger) lines.push(`[restauration] Archive plus ancienne que ERASURE_KEEP_DAYS (${erasureSettings(env).keepDays} jours) : les effacements plus anciens sont oubliés, refaites ceux qu'on vous a demandés avant cette date.`);
  return lines;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  /** The value of `--name VALUE` or `--name=VALUE` (every one of them), and the indexes it takes. */
  const option = (name) => {
    const values = [];
    const taken = new Set();
    args.forEach((argument, index) => {
      if (argument === name && index + 1 < args.length) {
        values.push(args[index + 1]);
        taken.add(index).add(index + 1);
      } else if (argument.startsWith(`${name}=`)) {
        values.push(argument.slice(name.length + 1));
        taken.add(index);
      }
    });
    return { values, taken };
  };
  const [key, signing, ledgers] = ['--cle', '--cle-signature', '--effacements'].map(option);
  const taken = new Set([...key.taken, ...signing.taken, ...ledgers.taken]);
  const archive = args.find((argument, index) => !argument.startsWith('--') && !taken.has(index));
  restore({
    archive,
    identity: key.values[0] ? path.resolve(key.values[0]) : undefined,
    signingKey: signing.values[0],
    allowUnsigned: args.includes('--non-signee'),
    ledgers: ledgers.values.map((dir) => path.resolve(dir)),
  })
    .then(({ manifest, counts, signature, erasures, seconds }) => {
      const requests = PERSONAL_DATA.map(({ table }) => `${table} ${counts[table] ?? 0}`).join(', ');
      console.log(`[restauration] sauvegarde du ${manifest.createdAt} restaurée en ${seconds.toFixed(1)} s (${requests}). Démarrez Strapi.`);
      console.log(
        signature
          ? `[restauration] Signature vérifiée : clé ${signature.keyId} du serveur du CMS (${signature.comment}).`
          : "[restauration] ATTENTION : archive NON SIGNÉE, restaurée à la demande (--non-signee) : rien ne prouve qu'elle vienne du serveur du CMS ; vérifiez ses comptes d'administration avant de l'ouvrir.",
      );
      for (const line of erasureLines(erasures)) console.log(line);
      console.log("[restauration] Envois d'e-mails suspendus : rien ne part avant `npm run cms:mail -- reprendre` (ou `abandonner`) ; voir docs/deploy.md.");
    })
    .catch((error) => {
      console.error(error instanceof RestoreRefused ? `[restauration] ${error.message}` : `[restauration] échec : ${error.message}`);
      process.exit(1);
    });
}

module.exports = { restore, RestoreRefused };
