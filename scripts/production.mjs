// Starts the production topology of docs/deploy.md on this machine and keeps it running until interrupted:
// nginx in front of two standalone instances (Node.js LTS) sharing Redis, Strapi on a throw-away PostgreSQL
// reached as cms.interne. Prints the addresses. Needs root (an /etc/hosts line) and Debian's nginx, redis-server
// and postgresql. Usage: node scripts/production.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduction } from './lib/production.mjs';
import { createRunner } from './lib/servers.mjs';

const dir = mkdtempSync(join(tmpdir(), 'adive-production-'));
const logFile = join(dir, 'servers.log');
const log = openSync(logFile, 'a');
const runner = createRunner({ stdio: ['ignore', log, log] });
runner.onStop(() => rmSync(dir, { recursive: true, force: true }));
const secret = () => randomBytes(24).toString('hex');
const secrets = { cmsToken: secret(), revalidate: secret(), preview: secret(), adminEmail: 'editeur@adive.test', adminPassword: `A-${secret()}` };

async function shutdown(code) {
  await runner.stopAllAndWait();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const production = await startProduction(runner, { dir, secrets, log: (step) => console.log(`[production] ${step}`) });
  console.log(`[production] nginx : ${production.proxy.origin}`);
  console.log(`[production] instances : ${production.instances.map((instance) => instance.origin).join(', ')}`);
  console.log(`[production] Strapi : ${production.cms.named} (${production.cms.origin}), éditeur ${secrets.adminEmail} / ${secrets.adminPassword}`);
  console.log(`[production] Redis : ${production.redis.url} ; journaux : ${logFile}`);
  await new Promise(() => {});
} catch (error) {
  console.error(`[production] ${error instanceof Error ? error.message : error} (journaux : ${logFile})`);
  await shutdown(1);
}
