import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from './cmsAdmin';
import { CMS_TOKEN } from './env';
import { copyOfBuild, freePort, startExtraSite, type ExtraSite } from './servers';

// The embedded Strapi on a fresh PostgreSQL database (DATABASE_URL) instead of SQLite: it creates its tables,
// seeds the same content, sets the same public permissions, and the site renders that content. PostgreSQL is
// Debian's (scripts/test.sh installs it), run here as a throw-away cluster in a temporary folder.

const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as Record<
  'jobs' | 'blogs' | 'formations' | 'faqs' | 'biblios',
  { slug?: string; titre?: string; question?: string }[]
>;

/** Debian installs PostgreSQL's server programs under /usr/lib/postgresql/<version>/bin. */
function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((x, y) => Number(y) - Number(x))[0] : undefined;
  if (!version) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return join(root, version, 'bin', program);
}

/** PostgreSQL refuses to run as root: its programs run as the postgres user when the tests run as root. */
function asPostgres(program: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]] : [postgresBin(program), args];
}

// The revalidation webhook the CMS sets up at start (nothing listens there: only its record is checked).
const WEBHOOK_SECRET = 'postgres-webhook-secret';
const WEBHOOK_URL = 'http://127.0.0.1:9/api/revalidate';

type Postgres = { url: string; query: (sql: string) => string; stop: () => Promise<void> };

async function startPostgres(dir: string): Promise<Postgres> {
  const port = await freePort();
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const [initdb, initArgs] = asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  expect(init.status, init.stderr).toBe(0);
  const [postgres, args] = asPostgres('postgres', ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']);
  const server: ChildProcess = spawn(postgres, args, { stdio: 'ignore' });
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const [createdb, createArgs] = asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'adive_cms']);
  await eventually(async () => spawnSync(createdb, createArgs).status === 0, `PostgreSQL on port ${port}`, 30);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/adive_cms`,
    query: (sql) => {
      const [psql, psqlArgs] = asPostgres('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'adive_cms', '-tAc', sql]);
      return spawnSync(psql, psqlArgs, { encoding: 'utf8' }).stdout.trim();
    },
    // pg_ctl, as the server runs under runuser (which would not pass a signal on).
    stop: async () => {
      const [pgCtl, stopArgs] = asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'fast']);
      spawnSync(pgCtl, stopArgs);
      await stopped;
    },
  };
}

test.describe('the embedded CMS on PostgreSQL', () => {
  let dir: string;
  let postgres: Postgres | undefined;
  let cms: ChildProcess | undefined;
  let cmsOrigin: string;
  let site: ExtraSite | undefined;
  let build: ReturnType<typeof copyOfBuild> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dir = mkdtempSync(join(tmpdir(), 'adive-pg-'));
    postgres = await startPostgres(dir);
    const port = await freePort();
    cmsOrigin = `http://127.0.0.1:${port}`;
    cms = spawn('npm', ['run', 'start', '--silent'], {
      cwd: 'cms',
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: postgres.url,
        CMS_PUBLIC_DIR: join(dir, 'public'),
        STRAPI_TELEMETRY_DISABLED: 'true',
        REVALIDATE_SECRET: WEBHOOK_SECRET,
        CMS_TOKEN,
        SITE_REVALIDATE_URL: WEBHOOK_URL,
      },
      stdio: 'ignore',
      detached: true,
    });
    await eventually(async () => (await fetch(`${cmsOrigin}/_health`).catch(() => null))?.status === 204, 'Strapi on PostgreSQL', 240);
    build = copyOfBuild('postgres');
    site = await startExtraSite({ CMS_URL: `${cmsOrigin}/api`, NEXT_DIST_DIR: build.distDir }, '/faq');
  });

  test.afterAll(async () => {
    site?.stop();
    build?.remove();
    if (cms?.pid && cms.exitCode === null) process.kill(-cms.pid, 'SIGTERM');
    await postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('seeds the same content with the same permissions, and the site renders it', async () => {
    test.setTimeout(120_000);
    const count = async (collection: string) => {
      const response = await fetch(`${cmsOrigin}/api/${collection}?pagination[pageSize]=1`);
      expect(response.status, collection).toBe(200);
      return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
    };
    for (const [collection, items] of [['jobs', seed.jobs], ['blogs', seed.blogs], ['formations', seed.formations], ['faqs', seed.faqs], ['biblios', seed.biblios]] as const) {
      expect(await count(collection), `${collection} seeded in PostgreSQL`).toBe(items.length);
    }

    // Stored in PostgreSQL indeed (Strapi 5 keeps a draft and a published row per entry).
    expect(Number(postgres!.query('select count(*) from jobs where published_at is not null')), 'published jobs in PostgreSQL').toBe(seed.jobs.length);

    // The webhook to the site, stored in PostgreSQL too.
    expect(postgres!.query(`select url from strapi_webhooks where name = 'site-revalidate'`)).toBe(WEBHOOK_URL);

    // The public role reads content and nothing else: no request may be read or created past the site's checks;
    // the site's token creates them.
    const post = (collection: string, data: Record<string, unknown>, token?: string) =>
      fetch(`${cmsOrigin}/api/${collection}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ data }),
      });
    expect((await fetch(`${cmsOrigin}/api/devis`)).status).toBe(403);
    const order = { nom: 'Robot', telephone: '70000000', total: 1, lignes: [{ titre: 'Livre', prix_unitaire: 1, quantite: 1 }] };
    const requests: [string, Record<string, unknown>][] = [
      ['newsletters', { nom: 'Test PostgreSQL', email: 'postgres@adive.test' }],
      ['devis', { nom: 'Robot', email: 'robot@adive.test', phone: '70000000', service: 'x', message: 'x' }],
      ['contacts', { name: 'Robot', email: 'robot@adive.test', indicatif: '+226', phone: '70000000', subject: 'x', message: 'x' }],
      ['commandes', order],
    ];
    for (const [collection, data] of requests) {
      expect((await post(collection, data)).status, `anonymous POST /api/${collection}`).toBe(403);
    }
    expect((await post('commandes', order, 'not-the-token')).status, 'POST /api/commandes with a wrong token').toBe(401);
    expect((await post('newsletters', requests[0]![1], CMS_TOKEN)).status, 'the site token subscribes').toBe(201);
    expect((await fetch(`${cmsOrigin}/api/newsletters`, { headers: { Authorization: `Bearer ${CMS_TOKEN}` } })).status, 'the site token cannot list subscribers').toBe(403);

    // Pages of the site from that CMS.
    const html = async (path: string) => {
      const response = await fetch(`${site!.origin}${path}`);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    const jobs = await html('/nos-offres-emplois');
    expect(seed.jobs.filter((job) => jobs.includes(job.titre!)).length, 'seed jobs listed').toBeGreaterThanOrEqual(5);
    const firstJob = seed.jobs[0]!;
    expect(await html(`/jobs/${firstJob.slug}`)).toContain(firstJob.titre);
    const faq = await html('/faq');
    for (const item of seed.faqs) expect(faq).toContain(item.question);
    const firstPost = seed.blogs[0]!;
    expect(await html(`/actualite/${firstPost.slug}`)).toContain('<h1');
  });
});
