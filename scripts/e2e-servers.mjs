// Starts what the end-to-end tests run against, and keeps it running until killed:
// 1. the embedded Strapi on a fresh temporary SQLite database and uploads folder (seeded on start);
// 2. the site, built against that CMS (into .next-e2e, apart from the dev build) and served by `next start`.
// Set E2E_REUSE_BUILD=1 to skip the build when .next-e2e exists (local iterations only).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, createRunner, finished, startEmbeddedCms, startSite } from './lib/servers.mjs';

const sitePort = process.env.E2E_SITE_PORT || '3100';
const cmsPort = process.env.E2E_CMS_PORT || '1338';
const smtpPort = process.env.E2E_SMTP_PORT || '2526';
const secret = 'e2e-revalidate-secret';
const previewSecret = 'e2e-preview-secret';
const cmsToken = 'e2e-cms-token';
// Separate folders let several runs (other ports) build side by side.
const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
const tmp = mkdtempSync(join(tmpdir(), 'adive-e2e-'));

const runner = createRunner();
runner.onStop(() => rmSync(tmp, { recursive: true, force: true }));
function shutdown(code) {
  runner.stopAll();
  process.exit(code);
}
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));

try {
  const cms = await startEmbeddedCms(runner, {
    port: cmsPort,
    dataDir: tmp,
    env: {
      REVALIDATE_SECRET: secret,
      CMS_TOKEN: cmsToken,
      // Editor account of this throw-away database (see e2e/env.ts), used by the webhook test.
      CMS_ADMIN_EMAIL: 'editeur@adive.test',
      CMS_ADMIN_PASSWORD: 'E2e-Editeur-2026',
      // Several suites log in as that editor; Strapi's login rate limit would refuse them.
      CMS_ADMIN_RATE_LIMIT: 'false',
      SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`,
      PREVIEW_SITE_URL: `http://127.0.0.1:${sitePort}`,
      SITE_URL: `http://127.0.0.1:${sitePort}`,
      PREVIEW_SECRET: previewSecret,
      // The mail server the notification tests start (e2e/mailSink.ts); nothing listens there otherwise, so every
      // other test's requests meet a mail server that is down (and must be stored all the same).
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: smtpPort,
      SMTP_TIMEOUT_MS: '3000',
      NOTIFY_EMAIL: 'equipe@adive.test',
      SMTP_FROM: 'ADIVE <site@adive.test>',
    },
  });
  console.log(`[e2e] CMS prêt sur ${cms.origin}`);

  const siteEnv = {
    CMS_URL: cms.api,
    CMS_TOKEN: cmsToken,
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    REVALIDATE_SECRET: secret,
    NEXT_DIST_DIR: distDir,
    // A Disqus shortname so the article comment thread renders; the tests intercept every Disqus request.
    NEXT_PUBLIC_DISQUS_SHORTNAME: process.env.NEXT_PUBLIC_DISQUS_SHORTNAME || 'adive-e2e',
    // Every test sends its forms from 127.0.0.1: the per-address limit is off here, and tested on a site of its own.
    FORM_RATE_LIMIT: '0',
    FORM_EMAIL_RATE_LIMIT: '0',
    PREVIEW_SECRET: previewSecret,
  };
  if (!(process.env.E2E_REUSE_BUILD === '1' && existsSync(join(distDir, 'BUILD_ID')))) await buildSite(runner, siteEnv);
  const site = await startSite(runner, { port: sitePort, env: siteEnv });
  console.log(`[e2e] Site prêt sur ${site.origin}`);
  const code = await Promise.race([finished(cms.process), finished(site.process)]);
  console.error(`[e2e] un serveur s'est arrêté (code ${code})`);
  shutdown(1);
} catch (error) {
  console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
  shutdown(1);
}
