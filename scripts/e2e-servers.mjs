// Starts what the end-to-end tests run against, and keeps it running until killed:
// 1. the embedded Strapi on a fresh temporary SQLite database and uploads folder (seeded on start);
// 2. the site, built against that CMS (into .next-e2e, apart from the dev build) and served by `next start`.
// Set E2E_REUSE_BUILD=1 to skip the build when .next-e2e exists (local iterations only).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sitePort = process.env.E2E_SITE_PORT || '3100';
const cmsPort = process.env.E2E_CMS_PORT || '1338';
const cmsOrigin = `http://127.0.0.1:${cmsPort}`;
const secret = 'e2e-revalidate-secret';
// Separate folders let several runs (other ports) build side by side.
const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
const tmp = mkdtempSync(join(tmpdir(), 'adive-e2e-'));

const children = [];
function run(cmd, args, options) {
  const child = spawn(cmd, args, { stdio: 'inherit', ...options });
  children.push(child);
  return child;
}
function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));

async function waitFor(url, child, seconds) {
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

function finished(child) {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const siteEnv = {
  ...process.env,
  CMS_URL: `${cmsOrigin}/api`,
  SITE_URL: `http://127.0.0.1:${sitePort}`,
  REVALIDATE_SECRET: secret,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  // A Disqus shortname so the article comment thread renders; the tests intercept every Disqus request.
  NEXT_PUBLIC_DISQUS_SHORTNAME: process.env.NEXT_PUBLIC_DISQUS_SHORTNAME || 'adive-e2e',
};

try {
  const cms = run('npm', ['run', 'start', '--silent'], {
    cwd: 'cms',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: cmsPort,
      DATABASE_FILENAME: join(tmp, 'data.db'),
      CMS_PUBLIC_DIR: join(tmp, 'public'),
      REVALIDATE_SECRET: secret,
      // Editor account of this throw-away database (see e2e/env.ts), used by the webhook test.
      CMS_ADMIN_EMAIL: 'editeur@adive.test',
      CMS_ADMIN_PASSWORD: 'E2e-Editeur-2026',
      SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`,
    },
  });
  await waitFor(`${cmsOrigin}/_health`, cms, 240);
  console.log(`[e2e] CMS prêt sur ${cmsOrigin}`);

  if (!(process.env.E2E_REUSE_BUILD === '1' && existsSync(join(distDir, 'BUILD_ID')))) {
    const code = await finished(run('npx', ['--no-install', 'next', 'build'], { env: siteEnv }));
    if (code !== 0) throw new Error(`next build a échoué (code ${code})`);
  }
  const site = run('npx', ['--no-install', 'next', 'start', '-p', sitePort, '-H', '127.0.0.1'], { env: siteEnv });
  await waitFor(`http://127.0.0.1:${sitePort}/`, site, 120);
  console.log(`[e2e] Site prêt sur http://127.0.0.1:${sitePort}`);
  const code = await Promise.race([finished(cms), finished(site)]);
  console.error(`[e2e] un serveur s'est arrêté (code ${code})`);
  shutdown(1);
} catch (error) {
  console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
  shutdown(1);
}
