// Waits for the end-to-end servers scripts/test.sh started in the background (scripts/e2e-servers.mjs, process `pid`)
// to answer; exits 1 with the end of their log if they stop first or take longer than Playwright would wait.
import { readFileSync } from 'node:fs';

const [pid, log] = process.argv.slice(2);
// e2e/env.ts's address of the site (a TypeScript module this Node.js cannot import).
const SITE = `http://127.0.0.1:${process.env.E2E_SITE_PORT || 3100}`;
const deadline = Date.now() + 15 * 60_000;
const alive = () => {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
};

while (Date.now() < deadline && alive()) {
  const answered = await fetch(`${SITE}/`, { signal: AbortSignal.timeout(10_000) }).then((response) => response.ok, () => false);
  if (answered) process.exit(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.error(alive() ? 'Les serveurs de bout en bout ne répondent pas après 15 minutes.' : "Les serveurs de bout en bout se sont arrêtés.");
console.error(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'));
process.exit(1);
