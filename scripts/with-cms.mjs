// Runs a command (next dev / build / start) with a CMS behind it: the Strapi at CMS_URL if set, else the embedded one
// in cms/ (reused if one already answers on CMS_PORT), stopped when the command ends.
// Usage: node scripts/with-cms.mjs <command...>   |   node scripts/with-cms.mjs --cms-only
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd(), process.argv.includes('dev'));

const args = process.argv.slice(2);
const cmsOnly = args[0] === '--cms-only';
const command = cmsOnly ? [] : args;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// One secret shared by the CMS webhook and the site's revalidation route for this run, unless configured; the same
// for the CMS's preview button and the site's preview route.
if (!env.REVALIDATE_SECRET) env.REVALIDATE_SECRET = randomBytes(24).toString('hex');
if (!env.PREVIEW_SECRET) env.PREVIEW_SECRET = randomBytes(24).toString('hex');

const children = new Set();
function run(cmd, cmdArgs, options) {
  const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env, ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  // Not unref()ed: the exit code of the command must be the exit code of this script (a failed build fails).
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function startEmbeddedCms() {
  const port = env.CMS_PORT || '1337';
  const origin = `http://127.0.0.1:${port}`;
  env.CMS_URL = `${origin}/api`;
  // The site writes requests with the embedded CMS's API token, kept in cms/.env so that it survives restarts and a
  // CMS started earlier is reused with the same one (cms/src/bootstrap/site-token.js).
  if (!env.CMS_TOKEN) {
    const cmsEnv = createRequire(import.meta.url)('../cms/scripts/ensure-env.js');
    cmsEnv.main();
    env.CMS_TOKEN = cmsEnv.readEnvValue('CMS_TOKEN');
  }
  if (await answers(`${origin}/_health`)) {
    console.log(`[with-cms] Strapi déjà démarré sur ${origin}, réutilisé.`);
    return;
  }
  console.log(`[with-cms] Démarrage du CMS embarqué (Strapi) sur ${origin}…`);
  const sitePort = env.PORT || '3000';
  const cms = run('npm', ['run', 'start', '--silent'], {
    cwd: 'cms',
    env: {
      ...env,
      PORT: port,
      HOST: '127.0.0.1',
      SITE_REVALIDATE_URL: env.SITE_REVALIDATE_URL || `http://127.0.0.1:${sitePort}/api/revalidate`,
      // Where the admin's "Open preview" button sends the editor: the site as the editor's browser reaches it.
      PREVIEW_SITE_URL: env.PREVIEW_SITE_URL || env.SITE_URL || `http://127.0.0.1:${sitePort}`,
      // The site's address in the links the CMS e-mails (the newsletter's unsubscribe link).
      SITE_URL: env.SITE_URL || `http://127.0.0.1:${sitePort}`,
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (cms.exitCode !== null) throw new Error(`Le CMS s'est arrêté (code ${cms.exitCode}).`);
    if (await answers(`${origin}/_health`)) {
      console.log(`[with-cms] CMS prêt : ${env.CMS_URL}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('Le CMS ne répond pas après 180 s.');
}

try {
  if (!env.CMS_URL) await startEmbeddedCms();
  else console.log(`[with-cms] CMS_URL=${env.CMS_URL} (le CMS embarqué n'est pas démarré).`);
  if (cmsOnly) {
    // Keep running until interrupted.
    await new Promise(() => {});
  }
  const [cmd, ...cmdArgs] = command;
  if (!cmd) throw new Error('Aucune commande à lancer.');
  const main = run('npx', ['--no-install', cmd, ...cmdArgs]);
  main.on('exit', (code, signal) => stopAll(code ?? (signal ? 1 : 0)));
} catch (error) {
  console.error(`[with-cms] ${error instanceof Error ? error.message : error}`);
  stopAll(1);
}
