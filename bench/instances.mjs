// Two instances of the site sharing one Redis (REDIS_URL), against one instance without it: CMS requests per
// 1,000 page views spread over both, and throughput of cached pages under the same total load.
import { spawnSync } from 'node:child_process';
import { startSite } from '../scripts/lib/servers.mjs';
import { autocannon, paceViews } from './load.mjs';

export function redisAvailable() {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/** Debian's redis-server on `port`, in memory only, stopped with the runner. */
async function startRedis(runner, port) {
  const redis = runner.run('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.includes('PONG')) return `redis://127.0.0.1:${port}`;
    if (redis.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`redis-server ne démarre pas sur le port ${port}`);
}

/** The sum of two loads run at the same time: requests/s added, the worst latencies and all errors. */
function combined(a, b) {
  return {
    url: `${a.url} + ${b.url}`,
    requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
    total: a.total + b.total,
  };
}

/**
 * `single` is the running one-instance site (its own file cache). Starts two more instances of the same build on
 * `ports` with one Redis, then measures both set-ups with the same views and the same total connections.
 */
export async function measureInstances({ runner, log, single, env, ports, counter, routes, views, viewsSeconds, loadPath }) {
  const redisUrl = await startRedis(runner, ports.redis);
  const instances = [];
  for (const port of [ports.a, ports.b]) {
    instances.push(await startSite(runner, { port, env: { ...env, SITE_URL: `http://127.0.0.1:${port}`, REDIS_URL: redisUrl } }));
  }

  log(`2 instances + Redis : ${views} vues en ${viewsSeconds} s, réparties sur les deux`);
  const before = counter.snapshot();
  const urls = routes.flatMap((route) => instances.map((instance) => instance.origin + route));
  const paced = await paceViews(urls, { views, seconds: viewsSeconds });
  const after = counter.snapshot();
  const cmsPerThousand = { api: ((after.api - before.api) * 1000) / views, uploads: ((after.uploads - before.uploads) * 1000) / views };

  // Warm, then the same 100 connections: all on the single instance, or 50 on each of the two.
  for (const site of [single, ...instances]) for (let i = 0; i < 3; i += 1) await (await fetch(site.origin + loadPath)).arrayBuffer();
  log(`charge ${loadPath} : 1 instance, 100 connexions`);
  const one = await autocannon(single.origin, [loadPath]);
  log(`charge ${loadPath} : 2 instances + Redis, 2 × 50 connexions`);
  const [onA, onB] = await Promise.all(instances.map((instance) => autocannon(instance.origin, [loadPath], { connections: 50 })));
  return { views: paced, cmsPerThousand, load: { one, two: combined(onA, onB) } };
}
