#!/usr/bin/env node
'use strict';

/**
 * `npm run cms:backup [-- --dir FOLDER] [-- --en-clair]`: one dated archive with everything needed to rebuild the CMS:
 * the database (SQLite through its online backup API, safe while Strapi runs; PostgreSQL through Debian's pg_dump),
 * the public uploads, the private CVs, and a manifest (versions, schema, counts per collection, checksums).
 * - Encrypted with age for BACKUP_AGE_RECIPIENTS (the firm's public keys; the private key is never on this machine):
 *   adive-cms-YYYYMMDD-HHMMSS.tar.gz.age. Without recipients, only with --en-clair (a .tar.gz that must not leave
 *   the machine).
 * - Checked before it says « ok »: what it wrote is unpacked again and put through the restore's own checks (every
 *   file there with its checksum, nothing else; SQLite's database intact with the manifest's counts, PostgreSQL's
 *   dump's table of contents readable: its counts are checked by the restore).
 * - Signed by this server (minisign, BACKUP_SIGNING_KEY: made on first use, its public half beside it for the firm),
 *   the signature beside the archive (.minisig): the restore refuses an archive this server did not sign, since the
 *   firm's age key is public and anyone may encrypt an archive for it. With BACKUP_SIGNING_PUBLIC_KEY (the public
 *   key the firm keeps), a backup signed by another key is refused before it starts.
 * - Links in the uploads or CV folders are refused with a French message (a restore would refuse the archive); the
 *   folders themselves may be links (a common layout). Written readable by its owner only, even half-way.
 * BACKUP_DIR (default cms/backups) unless --dir. Prints the archive's path and size. docs/deploy.md.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lib = require('./backup-lib');

class BackupRefused extends Error {}

/** The age recipients (public keys, `age1…`) of BACKUP_AGE_RECIPIENTS, separated by commas or spaces. */
function recipients(env) {
  const keys = String(env.BACKUP_AGE_RECIPIENTS ?? '').split(/[\s,]+/).filter(Boolean);
  const invalid = keys.filter((key) => !/^age1[02-9ac-hj-np-z]{58}$/.test(key));
  if (invalid.length) throw new BackupRefused(`BACKUP_AGE_RECIPIENTS : clé publique age invalide (${invalid[0].slice(0, 12)}…) ; une clé commence par age1 (age-keygen -y).`);
  return keys;
}

/** The folder to copy: its real place when it is itself a link; refused when it holds links or special files. */
function sourceFolder(dir, label) {
  if (!fs.existsSync(dir)) return null;
  const real = fs.realpathSync(dir);
  const odd = lib.oddEntries(real);
  if (odd.length) {
    throw new BackupRefused(
      `${label} (${dir}) contient ${odd.length} lien(s) symbolique(s) ou fichier(s) spécial(aux), dont ${odd.slice(0, 3).join(', ')} : ` +
        "remplacez-les par les fichiers eux-mêmes, la restauration ne recrée pas de lien. Aucune archive n'a été écrite.",
    );
  }
  return real;
}

/**
 * This server's signing key, made where BACKUP_SIGNING_KEY says on first use (no passphrase: the nightly backup runs
 * unattended, and the file is the service account's alone), with its public half beside it; refused when the firm
 * expects another (BACKUP_SIGNING_PUBLIC_KEY): it could not check the archives.
 */
function signingKey(env) {
  lib.requireMinisign();
  const files = lib.signingKeyFiles(env);
  const created = !fs.existsSync(files.key);
  if (created) {
    fs.mkdirSync(path.dirname(files.key), { recursive: true, mode: 0o700 });
    lib.run('minisign', ['-G', '-W', '-f', '-p', files.pub, '-s', files.key], { input: '' });
    fs.chmodSync(files.key, 0o600);
  }
  const publicKey = lib.publicKeyFrom(files.pub);
  if (!publicKey) throw new BackupRefused(`clé publique de signature introuvable (${files.pub}, à côté de ${files.key}) : refaites-la avec minisign -R -s ${files.key} -p ${files.pub}. Aucune archive n'a été écrite.`);
  const expected = lib.publicKeysFrom(env.BACKUP_SIGNING_PUBLIC_KEY);
  if (expected.length && !expected.includes(publicKey)) {
    throw new BackupRefused(
      `la clé de signature de ce serveur (${lib.keyIdOf(publicKey)}, ${files.key}) n'est pas celle que la société garde (BACKUP_SIGNING_PUBLIC_KEY : ${expected.map(lib.keyIdOf).join(', ')}) : ` +
        "elle ne pourrait pas vérifier l'archive. Corrigez BACKUP_SIGNING_KEY ou BACKUP_SIGNING_PUBLIC_KEY. Aucune archive n'a été écrite.",
    );
  }
  return { ...files, publicKey, created };
}

/**
 * The restore's checks, dry, on the archive `file` just written: unpacked again, every file with its checksum and
 * nothing else, the content model and database of this CMS; SQLite's database intact with the manifest's counts,
 * PostgreSQL's dump's table of contents readable (a truncated dump fails there).
 */
async function verify(file, { client, manifest }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-backup-check-'));
  try {
    lib.run('tar', ['-xzf', file, '-C', dir, '--no-same-owner']);
    const refused = lib.refusal(dir, { fingerprint: lib.schemaFingerprint(), client });
    if (refused) throw new Error(refused);
    if (client === 'sqlite') {
      const database = path.join(dir, 'database.sqlite');
      const integrity = await lib.withDatabase({ client: 'sqlite', file: database }, (query) => query('PRAGMA integrity_check'));
      if (integrity !== 'ok') throw new Error(`base SQLite abîmée : ${integrity}`);
      const counts = await lib.withDatabase({ client: 'sqlite', file: database }, (query) => lib.countRows(query, 'sqlite'));
      const different = Object.entries(manifest.counts).filter(([table, count]) => counts[table] !== count);
      if (different.length) throw new Error(`nombres différents du manifeste : ${different.map(([table]) => table).join(', ')}`);
    } else {
      // pg_restore reads the whole table of contents of the dump: a truncated or damaged dump fails here.
      lib.run('pg_restore', ['--list', path.join(dir, 'database.pgdump')]);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {{ env?: NodeJS.ProcessEnv, dir?: string, now?: Date, clear?: boolean }} [options] */
async function backup({ env = process.env, dir, now = new Date(), clear = false } = {}) {
  lib.loadEnv(env);
  const keys = recipients(env);
  if (!keys.length && !clear) {
    throw new BackupRefused(
      'BACKUP_AGE_RECIPIENTS non défini : une sauvegarde contient les CV et les comptes, elle doit être chiffrée pour la clé de la société ' +
        "(docs/deploy.md). Pour une archive en clair qui ne quitte pas cette machine, ajoutez --en-clair. Aucune archive n'a été écrite.",
    );
  }
  if (keys.length) lib.requireAge();
  const signer = signingKey(env);
  const target = lib.cmsTarget(env);
  const folders = [
    [sourceFolder(target.uploadsDir, 'Le dossier des médias'), 'uploads'],
    [sourceFolder(target.privateDir, 'Le dossier des CV'), 'private'],
  ];
  // Everything this run writes (the stage, the archive, even half-written) is readable by its owner only: it holds CVs.
  const umask = process.umask(0o077);
  const outDir = path.resolve(dir || env.BACKUP_DIR || path.join(lib.CMS_DIR, 'backups'));
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-backup-'));
  const content = path.join(stage, 'content');
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const archive = path.join(outDir, `adive-cms-${stamp}.tar.gz${keys.length ? '.age' : ''}`);
  try {
    fs.mkdirSync(outDir, { recursive: true });
    fs.mkdirSync(content);
    let counts;
    if (target.client === 'sqlite') {
      const database = path.join(content, 'database.sqlite');
      const Database = require('better-sqlite3');
      const source = new Database(target.connection.filename, { readonly: true, fileMustExist: true });
      try {
        // SQLite's online backup: a consistent copy even while Strapi writes.
        await source.backup(database);
      } finally {
        source.close();
      }
      counts = await lib.withDatabase({ client: 'sqlite', file: database }, (query) => lib.countRows(query, 'sqlite'));
    } else {
      // The dump and the counts from one snapshot: a request stored meanwhile is in neither, so they agree.
      counts = await lib.withDatabase(target, async (query) => {
        await query('BEGIN ISOLATION LEVEL REPEATABLE READ');
        const snapshot = await query('SELECT pg_export_snapshot()');
        const { args, env: pgEnv } = lib.postgresArgs(target.connection, env);
        lib.run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${snapshot}`, '--file', path.join(content, 'database.pgdump'), ...args], { env: pgEnv });
        const rows = await lib.countRows(query, 'postgres');
        await query('COMMIT');
        return rows;
      });
    }
    for (const [from, to] of folders) {
      fs.mkdirSync(path.join(content, to), { recursive: true });
      if (from) fs.cpSync(from, path.join(content, to), { recursive: true, filter: (file) => path.basename(file) !== '.gitkeep' });
    }
    const manifest = {
      format: lib.FORMAT,
      formatVersion: lib.FORMAT_VERSION,
      createdAt: now.toISOString(),
      database: target.client,
      schema: lib.schemaFingerprint(),
      versions: {
        strapi: require('@strapi/strapi/package.json').version,
        node: process.version,
        ...(target.client === 'postgres' ? { pg_dump: lib.run('pg_dump', ['--version']).trim() } : { sqlite: require('better-sqlite3/package.json').version }),
      },
      counts,
      files: lib.checksums(content),
    };
    fs.writeFileSync(path.join(content, lib.MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const tarball = path.join(stage, 'archive.tar.gz');
    lib.run('tar', ['-czf', tarball, '-C', content, '.']);
    try {
      await verify(tarball, { client: target.client, manifest });
    } catch (error) {
      throw new BackupRefused(`sauvegarde inutilisable, rien n'a été écrit : ${error.message}`);
    }
    // Written aside then renamed: an interrupted backup never leaves a truncated archive under the final name.
    const part = `${archive}.part`;
    if (keys.length) lib.run('age', ['--encrypt', ...keys.flatMap((key) => ['--recipient', key]), '--output', part, tarball]);
    else fs.copyFileSync(tarball, part);
    fs.chmodSync(part, 0o600);
    // The signature of what is stored (the encrypted file): checked before anything is decrypted.
    lib.run('minisign', ['-S', '-s', signer.key, '-m', part, '-x', lib.signatureOf(part), '-t', `adive-cms-backup ${path.basename(archive)} ${manifest.createdAt}`], { input: '' });
    const signed = lib.signatureCheck(part, [signer.publicKey]);
    if (signed.refused) throw new BackupRefused(`sauvegarde inutilisable, rien n'a été écrit : signature : ${signed.refused}`);
    // The signature first: an archive never lies under its final name unsigned.
    fs.renameSync(lib.signatureOf(part), lib.signatureOf(archive));
    fs.renameSync(part, archive);
    return { archive, bytes: fs.statSync(archive).size, manifest, encrypted: keys.length > 0, signer };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    fs.rmSync(`${archive}.part`, { force: true });
    fs.rmSync(lib.signatureOf(`${archive}.part`), { force: true });
    process.umask(umask);
  }
}

if (require.main === module) {
  const index = process.argv.indexOf('--dir');
  const started = Date.now();
  backup({ dir: index > 0 ? process.argv[index + 1] : undefined, clear: process.argv.includes('--en-clair') })
    .then(({ archive, bytes, manifest, encrypted, signer }) => {
      if (signer.created) {
        console.log(`[sauvegarde] clé de signature des sauvegardes créée : ${signer.key} (à ce seul compte). Sa clé publique, à garder par la société avec la clé age (BACKUP_SIGNING_PUBLIC_KEY) : ${signer.publicKey}`);
      }
      const files = Object.keys(manifest.files).filter((file) => !file.startsWith('database.')).length;
      const how = encrypted ? 'chiffrée pour BACKUP_AGE_RECIPIENTS' : 'EN CLAIR : ne la copiez pas hors de cette machine';
      console.log(
        `[sauvegarde] ${archive} (${(bytes / 1024 / 1024).toFixed(1)} Mo, base ${manifest.database}, ${files} fichiers, vérifiée, ${how}, signée par la clé ${lib.keyIdOf(signer.publicKey)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    })
    .catch((error) => {
      console.error(`[sauvegarde] échec : ${error.message}`);
      process.exit(1);
    });
}

module.exports = { backup, BackupRefused };
