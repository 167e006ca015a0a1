'use strict';

/**
 * What the CMS's backup and restore share (scripts/backup.js, scripts/restore.js): where the data lives (the same
 * settings as config/database.js and config/server.js read), the schema's fingerprint, the counts per collection and
 * the archive's manifest. A backup holds the database (SQLite's online backup, or pg_dump), the public uploads and
 * the private CVs: everything needed to rebuild the CMS, nothing secret (the secrets stay in cms/.env). It holds
 * personal data, so it leaves the machine encrypted with age (Debian's `age`) for the firm's key, whose private half
 * never is on the CMS's machine (docs/deploy.md).
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

/** Every schema.json of the project's content types and components: its path (relative to cms/) and content. */
function projectSchemas() {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json') && (full.includes(`${path.sep}content-types${path.sep}`) || full.includes(`${path.sep}components${path.sep}`))) files.push(full);
    }
  };
  walk(path.join(CMS_DIR, 'src'));
  return files
    .map((file) => ({ file: path.relative(CMS_DIR, file).split(path.sep).join('/'), schema: JSON.parse(fs.readFileSync(file, 'utf8')) }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** Each component's table, by its uid (`category.name`, from src/components/<category>/<name>.json). */
const componentTables = () =>
  new Map(
    projectSchemas()
      .filter(({ file }) => file.startsWith('src/components/'))
      .map(({ file, schema }) => [file.replace(/^src\/components\//, '').replace(/\.json$/, '').replace('/', '.'), schema.collectionName]),
  );

/** The project's content types (not components), as Strapi's `contentTypes` would list them. */
const contentTypeSchemas = () => projectSchemas().filter(({ file }) => file.includes('/content-types/')).map(({ schema }) => schema);

/**
 * The content model the data was made with: each content type's and component's table, attributes and indexes (what
 * the database holds; labels and descriptions aside), as one hash, the same on every machine.
 */
function schemaFingerprint() {
  const model = projectSchemas().map(({ file, schema }) => [file, { collectionName: schema.collectionName, attributes: schema.attributes, ...(schema.indexes ? { indexes: schema.indexes } : {}) }]);
  return crypto.createHash('sha256').update(JSON.stringify(model)).digest('hex');
}

/** The tables counted in the manifest: each collection of the project, the media library, the admin accounts. */
function countedTables() {
  return [...new Set(['files', 'admin_users', ...contentTypeSchemas().map((schema) => schema.collectionName)])].sort();
}

/** Rows per counted table, by `query(sql)` → first column of the first row; null for a table not created yet. */
async function countRows(query, client) {
  const counts = {};
  for (const table of countedTables()) {
    const exists =
      client === 'sqlite'
        ? Number(await query(`SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '${table}'`)) > 0
        : (await query(`SELECT to_regclass('${table}') IS NOT NULL`)) === true;
    counts[table] = exists ? Number(await query(`SELECT COUNT(*) AS n FROM "${table}"`)) : null;
  }
  return counts;
}

/** The PostgreSQL schema of Strapi's tables (DATABASE_SCHEMA), quoted-safe. */
const schemaOf = (target) => String(/** @type {any} */ (target.connection)?.schema || 'public').replace(/"/g, '');

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
    // DATABASE_SCHEMA: the tables' schema, which the pg client does not take from its settings.
    await client.query(`SET search_path TO "${schemaOf(target)}"`);
    return await work(async (sql) => Object.values((await client.query(sql)).rows[0] ?? {})[0], client);
  } finally {
    await client.end();
  }
}

/**
 * Gives `work` the CMS's database through knex (as Strapi itself reaches it), writable: `table(name)` a query builder
 * within its PostgreSQL schema (notifications/sending.js takes that). SQLite's foreign keys are enforced, as Strapi
 * has them: deleting a record takes its relations' link rows with it.
 */
async function withKnex(target, work) {
  const knex = require('knex')(
    target.client === 'sqlite'
      ? {
          client: 'better-sqlite3',
          connection: { filename: target.file ?? target.connection.filename },
          useNullAsDefault: true,
          pool: {
            afterCreate: (connection, done) => {
              connection.pragma('foreign_keys = ON');
              done(null, connection);
            },
          },
        }
      : { client: 'pg', connection: target.connection, pool: { min: 0, max: 1 } },
  );
  const schema = target.client === 'postgres' ? schemaOf(target) : null;
  try {
    return await work((name) => (schema ? knex(name).withSchema(schema) : knex(name)), knex);
  } finally {
    await knex.destroy();
  }
}

/** Everything below `dir`, relative to it: its regular files (sorted), and what is neither a file nor a folder. */
function entriesOf(dir) {
  const files = [];
  const odd = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else (entry.isFile() ? files : odd).push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { files: files.sort(), odd };
}

/** Every file below `dir`, relative to it, sorted. */
const listFiles = (dir) => entriesOf(dir).files;
/** Entries below `dir` that are neither a regular file nor a folder (links, devices), relative to it. */
const oddEntries = (dir) => entriesOf(dir).odd;

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
  // Nothing beyond the manifest is ever copied: an archive with another file, or a link, is not one the CMS made.
  const extra = [...oddEntries(dir), ...listFiles(dir).filter((file) => file !== MANIFEST && !(file in (manifest.files ?? {})))];
  if (extra.length) return `Archive refusée : elle contient ${extra.length} élément(s) que son manifeste ne connaît pas, dont ${extra.slice(0, 3).join(', ')}. Rien n'a été restauré.`;
  const damaged = Object.entries(manifest.files ?? {}).filter(([file, sum]) => sha256(path.join(dir, file)) !== sum).map(([file]) => file);
  if (damaged.length) return `Archive abîmée : ${damaged.length} fichier(s) ne correspondent pas à leur somme de contrôle, dont ${damaged.slice(0, 3).join(', ')}. Rien n'a été restauré.`;
  const database = manifest.database === 'postgres' ? 'database.pgdump' : 'database.sqlite';
  if (!manifest.files?.[database]) return `Archive incomplète : la base (${database}) n'y est pas. Rien n'a été restauré.`;
  if (manifest.schema !== fingerprint) {
    return `Archive refusée : elle a été faite avec un autre schéma du CMS (${String(manifest.schema).slice(0, 12)}, celui-ci est ${fingerprint.slice(0, 12)}). Restaurez-la avec la version du site qui l'a faite (${manifest.createdAt}), puis mettez à jour.`;
  }
  if (manifest.database !== client) return `Archive refusée : elle vient d'une base ${manifest.database} et ce CMS est configuré pour une base ${client}.`;
  return null;
}

/** Debian's age, which encrypts and decrypts the archives; a French message when it is missing. */
function requireAge() {
  try {
    run('age', ['--version']);
  } catch {
    throw new Error("le programme age est introuvable : installez-le (apt-get install age), il chiffre et déchiffre les sauvegardes.");
  }
}

/** Debian's minisign, which signs the archives and checks their signature; a French message when it is missing. */
function requireMinisign() {
  try {
    run('minisign', ['-v']);
  } catch {
    throw new Error("le programme minisign est introuvable : installez-le (apt-get install minisign), il signe les sauvegardes et vérifie leur signature.");
  }
}

/**
 * The archives' signing key of this server (BACKUP_SIGNING_KEY, relative to cms/; default
 * cms/signature-sauvegardes.key, never under BACKUP_DIR: whoever writes there must not sign) and its public half
 * beside it (.pub).
 */
function signingKeyFiles(env = process.env) {
  const key = path.resolve(CMS_DIR, env.BACKUP_SIGNING_KEY?.trim() || 'signature-sauvegardes.key');
  return { key, pub: `${key.replace(/\.key$/, '')}.pub` };
}

/** A minisign public key (`RW…`) from its text or from its .pub file; null when `text` is neither. */
function publicKeyFrom(text) {
  const value = String(text ?? '').trim();
  if (/^RW[A-Za-z0-9+/]{54}$/.test(value)) return value;
  if (!value || !fs.existsSync(value)) return null;
  return fs.readFileSync(value, 'utf8').split('\n').map((line) => line.trim()).find((line) => /^RW[A-Za-z0-9+/]{54}$/.test(line)) ?? null;
}

/** minisign's key id (as it prints it) of a public key or of a signature line, both base64 with the id at bytes 2-9. */
const keyIdOf = (base64) => Buffer.from(base64, 'base64').subarray(2, 10).reverse().toString('hex').toUpperCase();

/** The public keys of a setting or option: `RW…` keys or .pub files, separated by commas or spaces (unknown ones left out). */
const publicKeysFrom = (text) => String(text ?? '').split(/[\s,]+/).filter(Boolean).map(publicKeyFrom).filter(Boolean);

/** The signature file of an archive. */
const signatureOf = (archive) => `${archive}.minisig`;

/**
 * Whether `archive` carries a valid signature (its .minisig) by one of `publicKeys`: the key's id and the signed
 * comment, or why not in French (`refused`; `unsigned` when there is no signature at all).
 */
function signatureCheck(archive, publicKeys) {
  const file = signatureOf(archive);
  if (!fs.existsSync(file)) return { refused: `elle n'est pas signée (pas de ${path.basename(file)} à côté d'elle) : rien ne prouve qu'elle vienne du serveur du CMS.`, unsigned: true };
  const line = fs.readFileSync(file, 'utf8').split('\n')[1]?.trim() ?? '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(line) || Buffer.from(line, 'base64').length !== 74) return { refused: `sa signature (${path.basename(file)}) est illisible.` };
  const keyId = keyIdOf(line);
  const key = publicKeys.find((candidate) => keyIdOf(candidate) === keyId);
  if (!key) return { refused: `elle est signée par une autre clé (${keyId}) que celle(s) de la société (${publicKeys.map(keyIdOf).join(', ') || 'aucune indiquée'}) : elle ne vient pas du serveur du CMS.` };
  try {
    const out = run('minisign', ['-V', '-P', key, '-m', archive, '-x', file]);
    return { keyId, comment: /Trusted comment: (.*)/.exec(out)?.[1]?.trim() ?? '' };
  } catch {
    return { refused: "sa signature ne correspond pas : l'archive a été modifiée après avoir été signée." };
  }
}

/** Runs a command; throws with its error output when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${command} : ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} a échoué (code ${result.status}) : ${(result.stderr || '').trim().slice(0, 2000)}`);
  return result.stdout;
}

/**
 * libpq's connection for pg_dump and pg_restore: always the database by name (--dbname), the rest as PG* variables,
 * so that the password is never on a command line (`ps` shows those to every user).
 */
function postgresArgs(connection, env = process.env) {
  const settings = { host: connection.host, port: connection.port, database: connection.database, user: connection.user, password: connection.password };
  if (connection.connectionString) {
    const url = new URL(connection.connectionString);
    Object.assign(settings, {
      host: decodeURIComponent(url.hostname) || settings.host,
      port: url.port || settings.port,
      database: decodeURIComponent(url.pathname.replace(/^\//, '')) || settings.database,
      user: decodeURIComponent(url.username) || settings.user,
      password: decodeURIComponent(url.password) || settings.password,
    });
  }
  const variables = { PGHOST: settings.host, PGPORT: settings.port, PGUSER: settings.user, PGPASSWORD: settings.password, PGSSLMODE: connection.ssl ? 'require' : undefined };
  return {
    args: ['--dbname', settings.database || 'postgres'],
    env: { ...env, ...Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined && value !== '').map(([name, value]) => [name, String(value)])) },
  };
}

module.exports = {
  CMS_DIR,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  checksums,
  cmsTarget,
  componentTables,
  countRows,
  countedTables,
  listFiles,
  loadEnv,
  oddEntries,
  keyIdOf,
  postgresArgs,
  publicKeyFrom,
  publicKeysFrom,
  refusal,
  requireAge,
  requireMinisign,
  run,
  schemaFingerprint,
  schemaOf,
  signatureCheck,
  signatureOf,
  signingKeyFiles,
  withDatabase,
  withKnex,
};
