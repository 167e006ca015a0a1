'use strict';

/**
 * What the CMS's backup and restore share (scripts/backup.js, scripts/restore.js): where the data lives (the same
 * settings as config/database.js and config/server.js read), the schema's fingerprint, the counts per collection and
 * the archive's manifest. A backup holds the database (SQLite's online backup, or pg_dump), the public uploads and
 * the private CVs: everything needed to rebuild the CMS, nothing secret (the secrets stay in cms/.env).
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const CMS_DIR = path.join(__dirname, '..');
const FORMAT = 'adive-cms-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';

/** cms/.env under the process environment, as Strapi reads it (the environment wins). */
function loadEnv(env = process.env) {
  require('dotenv').config({ path: path.join(CMS_DIR, '.env'), processEnv: env, quiet: true });
  return env;
}

/** Strapi's `env` helper, enough for config/database.js. */
function strapiEnv(env) {
  const read = (name, fallback) => (env[name] === undefined || env[name] === '' ? fallback : env[name]);
  return Object.assign(read, {
    int: (name, fallback) => (read(name) === undefined ? fallback : Number.parseInt(read(name), 10)),
    bool: (name, fallback) => (read(name) === undefined ? fallback : ['true', '1'].includes(String(read(name)))),
  });
}

/** Where this CMS keeps its data: database connection, public uploads folder, private files folder. */
function cmsTarget(env = process.env) {
  const { connection } = require('../config/database.js')({ env: strapiEnv(env) });
  const { privateDir } = require('../src/private-files');
  const publicDir = path.resolve(CMS_DIR, env.CMS_PUBLIC_DIR || 'public');
  return {
    client: connection.client === 'postgres' ? 'postgres' : 'sqlite',
    connection: connection.connection,
    uploadsDir: path.join(publicDir, 'uploads'),
    privateDir: privateDir(env),
  };
}

/** The content model the data was made with: every content type's and component's schema, as one hash. */
function schemaFingerprint() {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json') && (full.includes(`${path.sep}content-types${path.sep}`) || full.includes(`${path.sep}components${path.sep}`))) files.push(full);
    }
  };
  walk(path.join(CMS_DIR, 'src'));
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(path.relative(CMS_DIR, file)).update('\0').update(JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')))).update('\0');
  return hash.digest('hex');
}

/** The tables counted in the manifest: each collection of the project, the media library, the admin accounts. */
function countedTables() {
  const tables = ['files', 'admin_users'];
  const apiDir = path.join(CMS_DIR, 'src', 'api');
  for (const api of fs.readdirSync(apiDir)) {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(typesDir)) continue;
    for (const type of fs.readdirSync(typesDir)) {
      const schemaFile = path.join(typesDir, type, 'schema.json');
      if (fs.existsSync(schemaFile)) tables.push(JSON.parse(fs.readFileSync(schemaFile, 'utf8')).collectionName);
    }
  }
  return [...new Set(tables)].sort();
}

/** Rows per counted table, by `query(sql)` → first column of the first row. */
async function countRows(query) {
  const counts = {};
  for (const table of countedTables()) counts[table] = Number(await query(`SELECT COUNT(*) AS n FROM "${table}"`));
  return counts;
}

/** Gives `work` a `query(sql)` on a SQLite file or a PostgreSQL connection, then closes it. */
async function withDatabase(target, work) {
  if (target.client === 'sqlite') {
    const Database = require('better-sqlite3');
    const database = new Database(target.file ?? target.connection.filename, { readonly: true, fileMustExist: true });
    try {
      return await work(async (sql) => Object.values(database.prepare(sql).get() ?? {})[0]);
    } finally {
      database.close();
    }
  }
  const { Client } = require('pg');
  const client = new Client(target.connection);
  await client.connect();
  try {
    return await work(async (sql) => Object.values((await client.query(sql)).rows[0] ?? {})[0]);
  } finally {
    await client.end();
  }
}

/** Every file below `dir`, relative to it, sorted. */
function listFiles(dir) {
  const out = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out.sort();
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The manifest's checksums of every file of the staged archive `dir` (the manifest itself aside). */
const checksums = (dir) => Object.fromEntries(listFiles(dir).filter((file) => file !== MANIFEST).map((file) => [file, sha256(path.join(dir, file))]));

/**
 * Why the extracted archive in `dir` cannot be restored here, in French, or null. Every file of the manifest must
 * be there with its checksum, and the archive must come from this content model and this kind of database.
 */
function refusal(dir, { fingerprint, client }) {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) return `Archive refusée : elle n'a pas de ${MANIFEST} (ce n'est pas une sauvegarde du CMS).`;
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    return `Archive refusée : son ${MANIFEST} est illisible.`;
  }
  if (manifest.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION) return 'Archive refusée : ce n\'est pas une sauvegarde du CMS ADIVE de ce format.';
  const missing = Object.keys(manifest.files ?? {}).filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length) return `Archive incomplète : ${missing.length} fichier(s) manquant(s), dont ${missing.slice(0, 3).join(', ')}. Rien n'a été restauré.`;
  const damaged = Object.entries(manifest.files ?? {}).filter(([file, sum]) => sha256(path.join(dir, file)) !== sum).map(([file]) => file);
  if (damaged.length) return `Archive abîmée : ${damaged.length} fichier(s) ne correspondent pas à leur somme de contrôle, dont ${damaged.slice(0, 3).join(', ')}. Rien n'a été restauré.`;
  const database = manifest.database === 'postgres' ? 'database.pgdump' : 'database.sqlite';
  if (!manifest.files?.[database]) return `Archive incomplète : la base (${database}) n'y est pas. Rien n'a été restauré.`;
  if (manifest.schema !== fingerprint) {
    return `Archive refusée : elle a été faite avec un autre schéma du CMS (${String(manifest.schema).slice(0, 12)}, celui-ci est ${fingerprint.slice(0, 12)}). Restaurez-la avec la version du site qui l'a faite (${manifest.createdAt}), puis mettez à jour.`;
  }
  if (manifest.database !== client) return `Archive refusée : elle vient d'une base ${manifest.database} et ce CMS est configuré sur ${client}.`;
  return null;
}

/** Runs a command; throws with its error output when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${command} : ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} a échoué (code ${result.status}) : ${(result.stderr || '').trim().slice(0, 2000)}`);
  return result.stdout;
}

/** libpq's connection for pg_dump and pg_restore: the URL, or the discrete settings as PG* variables. */
function postgresArgs(connection, env = process.env) {
  if (connection.connectionString) return { args: ['--dbname', connection.connectionString], env };
  return {
    args: [],
    env: {
      ...env,
      ...(connection.host ? { PGHOST: connection.host } : {}),
      ...(connection.port ? { PGPORT: String(connection.port) } : {}),
      ...(connection.database ? { PGDATABASE: connection.database } : {}),
      ...(connection.user ? { PGUSER: connection.user } : {}),
      ...(connection.password ? { PGPASSWORD: connection.password } : {}),
    },
  };
}

module.exports = {
  CMS_DIR,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  checksums,
  cmsTarget,
  countRows,
  countedTables,
  listFiles,
  loadEnv,
  postgresArgs,
  refusal,
  run,
  schemaFingerprint,
  withDatabase,
};
