'use strict';

/**
 * A database made before the content was localized (issue 69), upgraded: every entry kept, French, published or
 * draft as it was, its relations and media kept, and French the default locale (src/bootstrap/locales.js). A real
 * Strapi each time, on SQLite and on a throw-away PostgreSQL (the production database):
 *
 * 1. the CMS of OLD_COMMIT (the last schemas without i18n), extracted by `git archive` into a temporary folder with
 *    this checkout's node_modules, seeds the database (the demo content, images included) and adds a draft;
 * 2. this CMS starts on the same database, as a server on a free port of STRAPI_PORTS: counts, locales, links and media compared by knex,
 *    the REST API read without locale (the default) and with ?locale=en.
 *
 * About 40 s per database on this machine. Skipped with a message when the commit or PostgreSQL is missing.
 */

const { execFileSync, spawn, spawnSync } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const CMS_DIR = path.join(__dirname, '..');
const REPO = path.join(CMS_DIR, '..');
/** The last commit of main before the content types were localized. */
const OLD_COMMIT = 'cb58ff7';
/** Ports this test may take, the first free of each range: Strapi's, and its own PostgreSQL's. */
/** @type {[number, number]} */
const STRAPI_PORTS = [1351, 1359];
/** @type {[number, number]} */
const PG_PORTS = [55433, 55439];
let PORT;
let PG_PORT;

/** The first port of [from, to] nobody listens on (127.0.0.1). */
async function freePort([from, to]) {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

const LOCALIZED = [
  'blog',
  'tag',
  'category',
  'formation',
  'typesformation',
  'formateur',
  'modesformation',
  'modespayment',
  'job',
  'jobdomain',
  'jobtype',
  'experience-level',
  'biblio',
  'faq',
];
const PLURAL = {
  blog: 'blogs',
  tag: 'tags',
  category: 'categories',
  formation: 'formations',
  typesformation: 'typesformations',
  formateur: 'formateurs',
  modesformation: 'modesformations',
  modespayment: 'modespayments',
  job: 'jobs',
  jobdomain: 'jobdomains',
  jobtype: 'jobtypes',
  'experience-level': 'experience-levels',
  biblio: 'biblios',
  faq: 'faqs',
};
const tableOf = (name) =>
  require(path.join(CMS_DIR, 'src', 'api', name, 'content-types', name, 'schema.json')).collectionName;

const oldCommitPresent = spawnSync('git', ['-C', REPO, 'cat-file', '-e', `${OLD_COMMIT}^{commit}`]).status === 0;

function postgresBin(program) {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return version ? path.join(root, version, 'bin', program) : null;
}
/** PostgreSQL refuses to run as root: as the postgres user then. */
function asPostgres(program, args) {
  const bin = postgresBin(program);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function env(dir, database) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    APP_KEYS: 'a2V5MQ==,a2V5Mg==',
    API_TOKEN_SALT: 'locale-migration-salt',
    ADMIN_JWT_SECRET: 'locale-migration-admin',
    TRANSFER_TOKEN_SALT: 'locale-migration-transfer',
    JWT_SECRET: 'locale-migration-jwt',
    ENCRYPTION_KEY: 'locale-migration-encryption',
    CMS_TOKEN: '',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    CMS_PRIVATE_DIR: path.join(dir, 'private'),
    CMS_ERASURES_DIR: path.join(dir, 'effacements'),
    ...database,
  };
}

/** The old CMS loaded (register, bootstrap: the seed), a draft FAQ added, stopped. No HTTP server. */
function seedWithOldCms(oldDir, environment) {
  const script = `
    const { createStrapi } = require('@strapi/strapi');
    (async () => {
      const app = await createStrapi({ appDir: process.cwd(), distDir: process.cwd() }).load();
      await app.documents('api::faq.faq').create({ data: { question: 'Une question encore en brouillon ?', reponse: '<p>Oui.</p>' } });
      await app.destroy();
      process.exit(0);
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: oldDir, env: environment, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`old CMS: ${result.stderr || result.stdout}`);
}

/** This CMS as a server until `stop()`. */
async function startNewCms(environment) {
  const child = spawn(process.execPath, [path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
    cwd: CMS_DIR,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`new CMS exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`new CMS not ready: ${output}`);
    }
    const up = await fetch(`http://127.0.0.1:${PORT}/_health`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** What the upgrade must keep, read by knex: rows (all, published), documentIds, links and media of each type. */
async function snapshot(knex) {
  const tables = await listTables(knex);
  const result = {};
  for (const name of LOCALIZED) {
    const table = tableOf(name);
    const rows = await knex(table).select('document_id', 'published_at');
    const links = {};
    for (const link of tables.filter((t) => t.startsWith(`${table}_`) && t.endsWith('_lnk')).sort()) {
      links[link] = Number((await knex(link).count({ n: '*' }))[0].n);
    }
    const media = Number(
      (await knex('files_related_mph').where({ related_type: `api::${name}.${name}` }).count({ n: '*' }))[0].n
    );
    result[name] = {
      rows: rows.length,
      published: rows.filter((r) => r.published_at !== null).length,
      documentIds: [...new Set(rows.map((r) => r.document_id))].sort(),
      links,
      media,
    };
  }
  return result;
}

async function listTables(knex) {
  if (knex.client.config.client === 'pg') {
    const rows = await knex('pg_tables').where({ schemaname: 'public' }).select('tablename');
    return rows.map((r) => r.tablename);
  }
  const rows = await knex('sqlite_master').where({ type: 'table' }).select('name');
  return rows.map((r) => r.name);
}

/** @returns {Promise<any>} */
async function api(pathname) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api${pathname}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** The whole scenario on one database (knex config, Strapi's DATABASE_* variables). */
async function upgradeAndCheck(dir, knexConfig, database) {
  const oldDir = path.join(dir, 'old');
  fs.mkdirSync(oldDir);
  execFileSync('bash', ['-c', `git -C "${REPO}" archive ${OLD_COMMIT} cms | tar -x -C "${oldDir}"`]);
  const oldCms = path.join(oldDir, 'cms');
  fs.symlinkSync(path.join(CMS_DIR, 'node_modules'), path.join(oldCms, 'node_modules'));

  seedWithOldCms(oldCms, env(dir, database));
  const knex = require('knex')(knexConfig);
  try {
    const before = await snapshot(knex);
    expect(before.blog.rows).toBeGreaterThan(0);
    expect(before.faq.rows - before.faq.published).toBeGreaterThan(before.faq.published); // the draft-only FAQ

    const cms = await startNewCms(env(dir, database));
    try {
      const after = await snapshot(knex);
      expect(after).toEqual(before);
      for (const name of LOCALIZED) {
        const locales = await knex(tableOf(name)).distinct('locale');
        expect({ name, locales: locales.map((r) => r.locale) }).toEqual({ name, locales: ['fr'] });
      }
      // French is the default locale (the i18n plugin's store), and the three locales exist.
      const stored = await knex('strapi_core_store_settings').where({ key: 'plugin_i18n_default_locale' }).first();
      expect(JSON.parse(stored.value)).toBe('fr');
      const codes = (await knex('i18n_locale').select('code')).map((r) => r.code).sort();
      expect(codes).toEqual(['ar', 'en', 'fr']);
      // Strapi's Editor role (and any role made before) works in the three languages, not only in French.
      const editor = await knex('admin_permissions as p')
        .join('admin_permissions_role_lnk as l', 'l.permission_id', 'p.id')
        .join('admin_roles as r', 'r.id', 'l.role_id')
        .where({ 'r.code': 'strapi-editor', 'p.subject': 'api::job.job', 'p.action': 'plugin::content-manager.explorer.update' })
        .first('p.properties');
      const properties = typeof editor.properties === 'string' ? JSON.parse(editor.properties) : editor.properties;
      expect([...properties.locales].sort()).toEqual(['ar', 'en', 'fr']);

      // The REST API without locale answers the default one, French, with every published entry.
      for (const name of LOCALIZED) {
        const body = await api(`/${PLURAL[name]}?pagination[pageSize]=100&fields[0]=locale`);
        expect({ name, total: body.meta.pagination.total }).toEqual({ name, total: before[name].published });
        expect(new Set(body.data.map((entry) => entry.locale))).toEqual(new Set(['fr']));
      }
      // Relations and media reach the site: a post's image and tags, a job's references.
      const posts = await api('/blogs?populate[image][fields][0]=url&populate[tags][fields][0]=slug&pagination[pageSize]=1');
      expect(posts.data[0].image.url).toMatch(/^\/uploads\//);
      expect(posts.data[0].tags.length).toBeGreaterThan(0);
      // Nothing English yet: the upgrade translates nothing.
      expect((await api('/jobs?locale=en')).meta.pagination.total).toBe(0);
    } finally {
      await cms.stop();
    }
  } finally {
    await knex.destroy();
  }
}

jest.setTimeout(240_000);

(oldCommitPresent ? describe : describe.skip)('upgrading a database made before i18n', () => {
  let dir;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adive-locale-migration-'));
    PORT = await freePort(STRAPI_PORTS);
    PG_PORT = await freePort(PG_PORTS);
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('SQLite: every entry kept, French, published as it was', async () => {
    const filename = path.join(dir, 'data.db');
    await upgradeAndCheck(dir, { client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true }, {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: filename,
    });
  });

  const pgTest = postgresBin('initdb') ? test : test.skip;
  pgTest('PostgreSQL: every entry kept, French, published as it was', async () => {
    fs.chmodSync(dir, 0o777);
    const data = path.join(dir, 'pg');
    const [initdb, initArgs] = asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb: ${init.stderr}`);
    const [postgres, args] = asPostgres('postgres', ['-D', data, '-p', String(PG_PORT), '-k', dir, '-c', 'listen_addresses=127.0.0.1']);
    const server = spawn(postgres, args, { stdio: 'ignore' });
    try {
      const [createdb, createArgs] = asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', 'adive_cms']);
      const deadline = Date.now() + 30_000;
      while (spawnSync(createdb, createArgs).status !== 0) {
        if (Date.now() > deadline) throw new Error('PostgreSQL not ready');
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const url = `postgres://postgres@127.0.0.1:${PG_PORT}/adive_cms`;
      await upgradeAndCheck(dir, { client: 'pg', connection: url }, { DATABASE_URL: url });
    } finally {
      // pg_ctl: the server runs under runuser, which would not pass a signal on.
      const [pgCtl, stopArgs] = asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'fast']);
      spawnSync(pgCtl, stopArgs);
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    }
  });
});
