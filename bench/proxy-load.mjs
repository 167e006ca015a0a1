// Load on three pages through the rehearsed production of docs/deploy.md (nginx, two instances sharing Redis) against
// one instance reached directly; autocannon from its own process. Prints requests/s, latency and errors for both.
// Needs root (an /etc/hosts line for cms.interne) and Debian's nginx, redis-server and postgresql (installed if absent).
//   npm run bench:proxy [-- --seconds 30 --connections 100]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduction } from '../scripts/lib/production.mjs';
import { createRunner } from '../scripts/lib/servers.mjs';
import { autocannon } from './load.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const SECONDS = option('seconds', 30);
const CONNECTIONS = option('connections', 100);
const PAGES = ['/accueil', '/nos-offres-emplois', '/faq'];
const log = (message) => console.log(`[bench:proxy] ${message}`);

execFileSync('bash', ['scripts/debian-packages.sh', 'redis-server', 'postgresql', 'nginx'], { stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'adive-proxy-load-'));
const output = openSync(join(dir, 'servers.log'), 'a');
const runner = createRunner({ stdio: ['ignore', output, output] });
const secret = () => randomBytes(24).toString('hex');
let code = 0;
try {
  const production = await startProduction(runner, {
    dir,
    distDir: '.next-bench-proxy',
    secrets: { cmsToken: secret(), revalidate: secret(), preview: secret(), adminEmail: 'editeur@adive.test', adminPassword: `A-${secret()}` },
    log,
  });
  // Every page rendered once, and in Redis, before the load: what is measured is serving, not the first render.
  for (const origin of [production.proxy.origin, production.instances[0].origin, production.instances[1].origin]) {
    for (const page of PAGES) await (await fetch(`${origin}${page}`)).arrayBuffer();
  }
  const rows = [];
  for (const [target, origin] of [
    ['nginx → 2 instances + Redis', production.proxy.origin],
    ['1 instance, en direct', production.instances[0].origin],
  ]) {
    log(`${CONNECTIONS} connexions pendant ${SECONDS} s : ${target}`);
    rows.push({ target, ...(await autocannon(origin, PAGES, { connections: CONNECTIONS, seconds: SECONDS })) });
  }
  console.log(`\nPages ${PAGES.join(', ')} ; ${CONNECTIONS} connexions, ${SECONDS} s chacune, même machine (2 cœurs, le générateur de charge compris)\n`);
  console.log('| cible | req/s | p50 ms | p99 ms | requêtes | erreurs | hors 2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.target} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.total} | ${row.errors} | ${row.non2xx} |`);
  }
  if (rows.some((row) => row.errors > 0 || row.non2xx > 0)) {
    console.error('\n[bench:proxy] des requêtes ont échoué');
    code = 1;
  }
} catch (error) {
  console.error(`[bench:proxy] ${error instanceof Error ? error.message : error} (journaux : ${join(dir, 'servers.log')})`);
  code = 1;
} finally {
  await runner.stopAllAndWait();
  rmSync('.next-bench-proxy', { recursive: true, force: true });
  if (code === 0) rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
