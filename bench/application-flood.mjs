// A flood of job applications from one client against production builds (issue 66): `--posts` multipart posts of
// `--megabytes` each (the job page's form as a browser without JavaScript sends it, a CV that fills the body), all at
// once, to a job page; meanwhile /accueil is asked again and again. Prints, per run and as medians, the server's peak
// memory (RSS of the process listening on the port, sampled every 50 ms, and its RSS before the flood), /accueil's
// latency during the flood (median, p95) and the statuses the posts got. Each site is a checkout with its
// node_modules, built here against a fresh embedded Strapi (or reused with --reuse-build) and started afresh for each
// run by `next start`, the sites interleaved run by run. With --nginx, the flood and /accueil go through Debian's
// nginx with docs/deploy.md's block in front of the server, as in production (root, as the production rehearsal).
//   node bench/application-flood.mjs --site main=/tmp/adive-main --site change=. [--runs 3] [--posts 100]
//                                    [--megabytes 8] [--reuse-build] [--nginx]
// A checkout of another commit, its node_modules hard-linked (same lockfile): git worktree add --detach /tmp/adive-main
// <commit> && cp -al node_modules /tmp/adive-main/ && cp -al cms/node_modules /tmp/adive-main/cms/
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startNginx } from '../scripts/lib/production.mjs';
import { benchRunner, buildSite, startEmbeddedCms, startSite } from '../scripts/lib/servers.mjs';
import { benchArgs } from './args.mjs';
import { runWorker } from './load.mjs';
import { median } from './stats.mjs';

const { option, all, flag } = benchArgs();
const sites = all('site').map((spec) => ({ label: spec.slice(0, spec.indexOf('=')), cwd: resolve(spec.slice(spec.indexOf('=') + 1)) }));
if (!sites.length || sites.some((site) => !site.label || !existsSync(join(site.cwd, 'node_modules')))) {
  console.error('usage : node bench/application-flood.mjs --site <nom>=<dossier avec node_modules> [--site …] [--runs 3] [--posts 100] [--megabytes 8] [--reuse-build]');
  process.exit(2);
}
const RUNS = Number(option('runs', '3'));
const POSTS = Number(option('posts', '100'));
// Just under the job pages' limit (8 MiB, lib/http/serverActionGuard.ts): every byte of it is a post the site takes in.
const BYTES = Math.round(Number(option('megabytes', '8')) * 1024 * 1024) - 1024;
const PORTS = { cms: 1368, site: 3268, nginx: 3269 };
const NGINX = flag('nginx');
const DIST_DIR = '.next-flood';
const CLIENT = '203.0.113.7';

const log = (message) => console.log(`[flood ${new Date().toISOString().slice(11, 19)}] ${message}`);
const { runner, tmp } = benchRunner('adive-flood-');

/** The pid of the process listening on `port` (`next start` names its server process next-server). */
function listeningPid(port) {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`aucun processus n'écoute sur le port ${port}`);
  return Number(pid);
}

const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

/** Samples `pid`'s RSS every 50 ms until stopped; its peak. */
function sampleRss(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process is gone (killed by the flood): the peak so far
    }
  }, 50);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** /accueil asked one request after the other until stopped: each latency (ms), a failure as null. */
function probeHome(origin) {
  const latencies = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/accueil`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        latencies.push(response.ok ? performance.now() - started : null);
      } catch {
        latencies.push(null);
      }
    }
  })();
  return async () => {
    running = false;
    await done;
    return latencies;
  };
}

const percentile = (values, p) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};

const decodeEntities = (text) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The job page's application form as a browser without JavaScript posts it: its hidden fields, then a filled-in applicant. */
async function applicationFields(origin, path) {
  const html = await (await fetch(origin + path)).text();
  const form = /<form[^>]*data-testid="application-form"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error(`${path} : pas de formulaire de candidature`);
  const fields = {};
  for (const input of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    if (name) fields[decodeEntities(name)] = decodeEntities(/value="([^"]*)"/.exec(input[0])?.[1] ?? '');
  }
  return { ...fields, name: 'Awa Ouédraogo', email: 'awa@exemple.bf', dialingCode: '+226', phone: '70112233', message: 'Disponible.' };
}

const flood = (url, fields) => runWorker('./floodWorker.mjs', { url, posts: POSTS, bytes: BYTES, fields, forwardedFor: CLIENT });

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolvePromise) => setTimeout(resolvePromise, 10_000))]);
}

const mb = (bytes) => Math.round(bytes / (1024 * 1024));
const ms = (value) => (value === null ? '—' : String(Math.round(value)));

let code = 0;
try {
  log('CMS embarqué (base neuve)');
  const cms = await startEmbeddedCms(runner, { port: PORTS.cms, dataDir: join(tmp, 'cms') });
  const job = (await (await fetch(`${cms.api}/jobs?fields[0]=slug&fields[1]=date_expiration&sort=date_expiration:desc&pagination[pageSize]=1`)).json()).data?.[0];
  const slug = job?.slug ?? job?.attributes?.slug;
  if (!slug) throw new Error('aucune offre dans le CMS');
  const env = (port) => ({
    CMS_URL: cms.api,
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_DIST_DIR: DIST_DIR,
    CMS_TIMEOUT_MS: '10000',
    // Behind nginx as in docs/deploy.md: the flood's one address is the X-Forwarded-For entry it sends.
    TRUSTED_PROXIES: '1',
  });
  for (const site of sites) {
    if (flag('reuse-build') && existsSync(join(site.cwd, DIST_DIR, 'BUILD_ID'))) continue;
    log(`build : ${site.label} (${site.cwd})`);
    await buildSite(runner, env(PORTS.site), site.cwd);
  }

  const rows = [];
  for (let run = 1; run <= RUNS; run += 1) {
    // The order rotates run by run, so that a busier moment of the shared machine weighs on each alike.
    const order = sites.map((_, index) => sites[(index + run - 1) % sites.length]);
    for (const site of order) {
      const server = await startSite(runner, { port: PORTS.site, env: env(PORTS.site), cwd: site.cwd, readyPath: '/accueil' });
      // nginx afresh for each run, once the site answers: its request counts and connections are the run's own.
      const nginx = NGINX ? await startNginx(runner, { dir: join(tmp, `nginx-${run}-${site.label}`), listen: PORTS.nginx, upstreams: [PORTS.site, PORTS.site] }) : null;
      try {
        const origin = nginx?.origin ?? server.origin;
        for (let i = 0; i < 5; i += 1) for (const path of ['/accueil', `/jobs/${slug}`]) await (await fetch(origin + path)).arrayBuffer();
        const fields = await applicationFields(origin, `/jobs/${slug}`);
        const pid = listeningPid(PORTS.site);
        const idle = await probeHome(origin);
        await new Promise((resolvePromise) => setTimeout(resolvePromise, 2000));
        const idleLatencies = await idle();
        const before = rssOf(pid);
        const peak = sampleRss(pid);
        const during = probeHome(origin);
        const result = await flood(`${origin}/jobs/${slug}`, fields);
        const latencies = await during();
        const row = {
          run,
          site: site.label,
          rssBeforeMB: mb(before),
          rssPeakMB: mb(peak()),
          idleMedianMs: percentile(idleLatencies, 50),
          homeMedianMs: percentile(latencies, 50),
          homeP95Ms: percentile(latencies, 95),
          homeRequests: latencies.length,
          homeFailures: latencies.filter((value) => value === null).length,
          floodSeconds: Math.round(result.seconds * 10) / 10,
          statuses: result.statuses,
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      } finally {
        if (nginx) await stop(nginx.process);
        await stop(server.process);
      }
    }
  }
  console.log(`\n${POSTS} candidatures de ${mb(BYTES + 1024)} Mo à la fois (un seul client, ${CLIENT}) sur /jobs/${slug}${NGINX ? ', par nginx (docs/deploy.md)' : ''} ; médianes de ${RUNS} passages\n`);
  console.log('| site | RSS avant (Mo) | RSS pic (Mo) | /accueil au repos (ms) | /accueil pendant : médiane (ms) | p95 (ms) | pics, chaque passage (Mo) | statuts |');
  console.log('|---|---:|---:|---:|---:|---:|---|---|');
  for (const site of sites) {
    const own = rows.filter((row) => row.site === site.label);
    const statuses = [...new Set(own.map((row) => JSON.stringify(row.statuses)))].join(' ');
    console.log(
      `| ${site.label} | ${ms(median(own.map((row) => row.rssBeforeMB)))} | ${ms(median(own.map((row) => row.rssPeakMB)))} | ${ms(median(own.map((row) => row.idleMedianMs)))} | ${ms(median(own.map((row) => row.homeMedianMs)))} | ${ms(median(own.map((row) => row.homeP95Ms)))} | ${own.map((row) => row.rssPeakMB).join(', ')} | ${statuses} |`,
    );
  }
} catch (error) {
  console.error(`[flood] ${error instanceof Error ? error.message : error}`);
  code = 1;
} finally {
  await runner.stopAllAndWait();
}
process.exit(code);
