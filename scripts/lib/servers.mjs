// Starting and stopping what the end-to-end tests and the benchmark run against: the embedded Strapi on a fresh
// database, a production build of the site, `next start`. Shared by scripts/e2e-servers.mjs and the benchmark (bench/).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Child processes started through `run`, all stopped by `stopAll`. Each runs in its own process group, stopped
 * as a whole: `npx next start` and `npm run start` leave their real server behind when only they are killed.
 */
export function createRunner({ stdio = 'inherit' } = {}) {
  const children = [];
  const cleanups = [];
  function run(cmd, args, options = {}) {
    const child = spawn(cmd, args, { stdio, detached: true, ...options });
    children.push(child);
    return child;
  }
  const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null && child.pid);
  /** SIGTERM to every child still running; returns them. */
  function signalAll() {
    const alive = running();
    for (const child of alive) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    return alive;
  }
  function stopAll() {
    signalAll();
    for (const cleanup of cleanups.splice(0)) cleanup();
  }
  /**
   * As stopAll, but the cleanups wait for the children to exit (10 s at most): a server still finishing a request
   * must not see its files removed (the benchmark's baseline checkout).
   */
  async function stopAllAndWait(timeoutMs = 10_000) {
    const exits = signalAll().map((child) => new Promise((resolve) => child.once('exit', resolve)));
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    for (const cleanup of cleanups.splice(0)) cleanup();
  }
  return { run, stopAll, stopAllAndWait, onStop: (cleanup) => cleanups.push(cleanup) };
}

/** What a bench starts from: a runner whose children stop on Ctrl-C, and a temporary folder removed with them. */
export function benchRunner(prefix) {
  const runner = createRunner({ stdio: ['ignore', 'ignore', 'inherit'] });
  const tmp = mkdtempSync(join(tmpdir(), prefix));
  runner.onStop(() => rmSync(tmp, { recursive: true, force: true }));
  process.on('SIGINT', () => {
    runner.stopAll();
    process.exit(130);
  });
  return { runner, tmp };
}

/** A port nothing listens on now (two asked for at once may be the same one: ask one after the other). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Fails when something already listens on `port` (a server left over would be measured or tested instead). */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`le port ${port} est déjà utilisé (un serveur d'un lancement précédent ?)`)));
    probe.listen(Number(port), '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Resolves once `url` answers below 500; fails if `child` stops first or after `seconds`. */
export async function waitFor(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: le processus s'est arrêté (code ${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} ne répond pas après ${seconds} s`);
}

export function finished(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * The embedded Strapi (cms/) on a fresh SQLite database, uploads, CVs and erasures' ledger under `dataDir`, seeded
 * on start.
 * `env` adds to the CMS's environment (webhook target, editor account...).
 */
export async function startEmbeddedCms(runner, { port, dataDir, env = {}, cwd = 'cms' }) {
  const origin = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const cms = runner.run('npm', ['run', 'start', '--silent'], {
    cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILENAME: join(dataDir, 'data.db'),
      CMS_PUBLIC_DIR: join(dataDir, 'public'),
      CMS_PRIVATE_DIR: join(dataDir, 'private'),
      CMS_ERASURES_DIR: join(dataDir, 'effacements'),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...env,
    },
  });
  await waitFor(`${origin}/_health`, cms, 240);
  return { origin, api: `${origin}/api`, process: cms };
}

/** `next build` with `env` (NEXT_DIST_DIR, CMS_URL, SITE_URL...), in `cwd`, on `node` (default: this Node.js). */
export async function buildSite(runner, env, cwd = process.cwd(), node = null) {
  // Each build here is against a CMS on a fresh database: answers a previous run cached (other upload names,
  // content edited by the tests) must not leak into this build's pages.
  const distDir = join(cwd, env.NEXT_DIST_DIR || '.next');
  for (const folder of ['fetch-cache', 'images']) rmSync(join(distDir, 'cache', folder), { recursive: true, force: true });
  // What the build reads first: the inlined stylesheet (scripts/build-styles.mjs) and the field-measures script
  // (scripts/build-measures.mjs); absent from the benchmark's floor and older commits.
  for (const name of ['build-styles', 'build-measures']) {
    const script = join(cwd, 'scripts', `${name}.mjs`);
    if (!existsSync(script)) continue;
    const built = await finished(runner.run(process.execPath, [script], { cwd }));
    if (built !== 0) throw new Error(`${name} a échoué dans ${cwd} (code ${built})`);
  }
  const [command, args] = node ? [node, [join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build']] : ['npx', ['--no-install', 'next', 'build']];
  const code = await finished(runner.run(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, cwd }));
  if (code !== 0) throw new Error(`next build a échoué dans ${cwd} (code ${code})`);
  // The service worker, after the build: scripts/build-worker.mjs, or serwist.config.mjs in commits before it; absent
  // from the floor and older commits.
  const worker = join(cwd, 'scripts', 'build-worker.mjs');
  const [workerCommand, workerArgs] = existsSync(worker)
    ? [process.execPath, [worker]]
    : existsSync(join(cwd, 'serwist.config.mjs'))
      ? ['npx', ['--no-install', 'serwist', 'build', 'serwist.config.mjs']]
      : [null, []];
  if (workerCommand) {
    const sw = await finished(runner.run(workerCommand, workerArgs, { env: { ...process.env, ...env }, cwd }));
    if (sw !== 0) throw new Error(`la construction du service worker a échoué dans ${cwd} (code ${sw})`);
  }
}

/** `next start` (or `next dev`) on `port`, resolved once it answers. */
export async function startSite(runner, { port, env, cwd = process.cwd(), readyPath = '/', command = 'start' }) {
  await assertPortFree(port);
  // 0.0.0.0 as in production, never 127.0.0.1: with a loopback -H, Next.js 16.4 sends its own 404 rewrites over HTTP
  // to itself, so behind an https reverse proxy every 404 answers 500 (vercel/next.js#94745).
  const site = runner.run('npx', ['--no-install', 'next', command, '-p', String(port), '-H', '0.0.0.0'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    cwd,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}${readyPath}`, site, 120);
  return { origin, process: site };
}
