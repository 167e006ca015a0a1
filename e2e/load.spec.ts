import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { SITE } from './env';
import { allSitePaths } from './pages';

// Load on cached pages from a second process (autocannon, bench/loadWorker.mjs): 100 connections for
// 30 s, every request answered, none with an error. Figures are printed, never asserted (the machine is shared).
// In its own project, last: it saturates the machine.

type LoadResult = { requestsPerSecond: number; p50: number; p99: number; max: number; total: number; errors: number; timeouts: number; non2xx: number; serverErrors: number };

function load(paths: string[], connections: number, seconds: number): Promise<LoadResult> {
  const options = JSON.stringify({ origin: SITE, paths, connections, seconds, timeoutSeconds: 30 });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/loadWorker.mjs', options], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`load worker: exit ${code}, ${out.slice(0, 200)}`));
      }
    });
  });
}

test('100 connections for 30 s on cached pages: every request answered, no error, no 5xx', async ({ request }) => {
  test.setTimeout(180_000);
  const items = await allSitePaths(request);
  const paths = ['/accueil', '/nos-offres-emplois', '/faq', '/contact', ...['/jobs/', '/actualite/', '/formations/'].map((prefix) => items.find((path) => path.startsWith(prefix)) ?? prefix)];
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);

  const result = await load(paths, 100, 30);
  console.log(
    `[load] ${paths.length} pages, 100 connections, 30 s: ${Math.round(result.requestsPerSecond)} req/s, ` +
      `p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ${result.total} requests`,
  );
  expect(result.total).toBeGreaterThan(0);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, serverErrors: result.serverErrors }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    serverErrors: 0,
  });
});
