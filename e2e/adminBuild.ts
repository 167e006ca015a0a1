// The Strapi admin panel (cms/build), built once per Playwright run for the suites that open it in a browser
// (request-follow-up, field-measures): about a minute of both cores, so the first suite to need it builds it while the
// others wait, and the next ones find it done. A lock folder keeps two workers from building at once.
import { expect } from '@playwright/test';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRunner, finished } from '../scripts/lib/servers.mjs';

const LOCK = 'cms/.admin-build-lock';
const MARK = 'cms/build/.built-for-run';
/** The Playwright runner, parent of every worker: one build per run. */
const RUN = String(process.ppid);

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function ensureAdminBuild(): Promise<void> {
  for (;;) {
    if (read(MARK) === RUN) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // Another worker builds; a lock left by a run that died is taken back.
      const owner = Number(read(`${LOCK}/pid`));
      if (owner && !alive(owner)) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      writeFileSync(`${LOCK}/pid`, String(process.pid));
      if (read(MARK) === RUN) return;
      const built = await finished(createRunner({ stdio: 'ignore' }).run('npm', ['run', 'build', '--silent'], { cwd: 'cms' }));
      expect(built, 'strapi build').toBe(0);
      writeFileSync(MARK, RUN);
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
