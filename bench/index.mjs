// Performance benchmark (prints a table, writes .bench/latest.json; the tests never time anything). Against a fresh
// Strapi behind a request counter: Lighthouse (mobile, simulated slow 4G, CPU slowed per benchmarkIndex, median of
// --runs, sites interleaved) on the site, a --baseline commit and a bare Next.js floor; CMS requests per 1,000 views
// paced so caches expire as in real use; cached pages under 100 connections; two instances sharing Redis against one.
//   npm run bench [-- --runs 3] [--routes /accueil,/faq] [--baseline <git ref>] [--no-views] [--no-load]
//                 [--no-instances] [--no-lighthouse] [--reuse-build] [--no-paint-holding]
//                 [--applied [--applied-runs 5] | --only-applied] [--edge [--edge-runs 3] | --only-edge] [--cpu 4.4] [--hold-scripts 150]
//                 [--interactions [--interaction-runs 3] [--busy-check] | --only-interactions]
//                 [--ab /mesures.js [--applied-runs 7]]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startCmsCounter } from './cmsCounter.mjs';
import { writeFloorApp } from './floor.mjs';
import { startScriptHoldingProxy } from './holdScripts.mjs';
import { abReport } from './ab.mjs';
import { beaconBytes } from './field-measures.mjs';
import { firstJobPath, interactionsTable, measureInteractions } from './interactions.mjs';
import { finite, median } from './stats.mjs';
import { calibrate, EDGE_THROTTLING, lighthouseRun, warmPicturesLikeLighthouse } from './lighthouse.mjs';
import { measureInstances, redisAvailable } from './instances.mjs';
import { autocannon, paceViews } from './load.mjs';
import { benchRunner, buildSite, startEmbeddedCms, startSite } from '../scripts/lib/servers.mjs';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] && !args[index + 1].startsWith('--') ? args[index + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);

// A/B (issue 68): the same build a second time with the requests whose address holds this text refused by the browser
// (Lighthouse's blockedUrlPatterns), interleaved with it and the floor, applied throttling, at least 7 runs, each run
// printed; what a script costs the page, and where the site's blocking time goes. Lighthouse only.
const AB_PATTERN = option('ab', '');
const AB = AB_PATTERN !== '';
/** A part of the bench left out: asked for (--no-<name>), or an A/B run, which measures Lighthouse only. */
const without = (name) => flag(`no-${name}`) || AB;

const RUNS = Number(option('runs', '3'));
const BASELINE = option('baseline', '');
const CHROME = CHROMIUM_PATH;
const PORTS = { cms: 1348, counter: 1349, site: 3200, floor: 3201, baseline: 3202, a: 3203, b: 3204, held: 3210, redis: 6398 };
const LIGHTHOUSE = !flag('no-lighthouse');
const VIEWS = Number(option('views', '1000'));
const VIEWS_SECONDS = Number(option('views-seconds', '150'));
// Diagnosis only: in this headless Chromium, paint holding often shows the page 1 or 2 s after its first contentful
// frame, and Lighthouse's simulation cuts its graph at that observed paint; this shows the figures without it.
const EXTRA_CHROME_FLAGS = flag('no-paint-holding') ? ['--disable-features=PaintHolding'] : [];
// Lighthouse's simulation (what PageSpeed Insights shows) and, with --applied, its 'devtools' method: network and CPU
// really slowed during the load, closer to a phone; 5 loads a route by default, as one load in four may shift.
const SIMULATED = !flag('only-applied') && !flag('only-edge') && !flag('only-interactions') && !AB;
const APPLIED = flag('applied') || flag('only-applied') || AB;
const APPLIED_RUNS = AB ? Math.max(7, Number(option('applied-runs', '7'))) : Number(option('applied-runs', '5'));
// The same applied method on a 2G (EDGE) link, CPU slowed as calibrated (issue 46): first paint and the bytes before it.
const EDGE = (flag('edge') || flag('only-edge')) && !AB;
const EDGE_RUNS = Number(option('edge-runs', '3'));
// Taps and a key press measured with the Event Timing API at the calibrated CPU (issue 48, bench/interactions.mjs).
const INTERACTIONS_ON = (flag('interactions') || flag('only-interactions')) && !AB;
const INTERACTION_RUNS = Number(option('interaction-runs', '3'));
// Compare with a run made while the machine was busier (its calibration gave another slowdown): same CPU slowdown.
const CPU_SLOWDOWN = Number(option('cpu', '0'));
// Diagnosis only: a proxy (bench/holdScripts.mjs) holds each Next.js script body this many ms so that, on loopback, the
// scripts arrive after first paint as on a slow network: the simulated LCP without the loopback race.
const HOLD_SCRIPTS_MS = Number(option('hold-scripts', '0'));

const { runner, tmp } = benchRunner('adive-bench-');

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
async function firstSlug(api, collection) {
  const response = await fetch(`${api}/${collection}?fields[0]=slug&sort=id:asc&pagination[pageSize]=1`);
  const body = await response.json();
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error(`aucun élément dans ${collection}`);
  return slug;
}

const siteEnv = ({ port, distDir, cmsApi }) => ({ CMS_URL: cmsApi, SITE_URL: `http://127.0.0.1:${port}`, NEXT_DIST_DIR: distDir, CMS_TIMEOUT_MS: '10000' });

/** Builds (unless reused) and starts one version of the site on `port`. */
async function serveSite({ cwd, port, distDir, cmsApi, label }) {
  const env = siteEnv({ port, distDir, cmsApi });
  if (!(flag('reuse-build') && existsSync(join(cwd, distDir, 'BUILD_ID')))) {
    log(`build : ${label}`);
    await buildSite(runner, env, cwd);
  }
  return startSite(runner, { port, env, cwd });
}

/**
 * Another commit of the site, checked out in .bench/baseline with its own node_modules: a copy of the project's
 * (Turbopack compiles nothing from outside the folder it builds), brought to that commit's lockfile by npm.
 */
function baselineCheckout(ref) {
  const dir = resolve('.bench', 'baseline');
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
  };
  remove();
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { stdio: 'ignore' });
  runner.onStop(remove);
  execFileSync('cp', ['-a', resolve('node_modules'), join(dir, 'node_modules')]);
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore', env: { ...process.env, SKIP_CMS_INSTALL: '1' } });
  return dir;
}

const fmt = {
  ms: (v) => (v === null ? '—' : `${(v / 1000).toFixed(2)} s`),
  tbt: (v) => (v === null ? '—' : `${Math.round(v)} ms`),
  kb: (v) => (v === null ? '—' : `${Math.round(v / 1024)} KB`),
  cls: (v) => (v === null ? '—' : v.toFixed(3)),
  n: (v) => (v === null ? '—' : String(Math.round(v))),
};

try {
  mkdirSync('.bench', { recursive: true });
  // Debian's Chromium (Lighthouse cannot download a browser here) and Redis (two instances), as `npm test` does.
  execFileSync('bash', ['scripts/debian-packages.sh', 'chromium', ...(without('instances') ? [] : ['redis-server'])], { stdio: 'inherit' });
  log('CMS embarqué (base neuve) et compteur de requêtes');
  const cms = await startEmbeddedCms(runner, { port: PORTS.cms, dataDir: join(tmp, 'cms') });
  const counter = await startCmsCounter({ port: PORTS.counter, target: cms.origin });
  runner.onStop(() => void counter.close());
  const cmsApi = `${counter.origin}/api`;

  const [training, job, post] = await Promise.all(['formations', 'jobs', 'blogs'].map((c) => firstSlug(cms.api, c)));
  const allRoutes = [
    '/accueil',
    '/nos-formations',
    `/formations/${training}`,
    '/nos-offres-emplois',
    `/jobs/${job}`,
    '/nos-actualites',
    `/actualite/${post}`,
    '/faq',
    '/contact',
    '/demander-un-devis',
  ];
  const wanted = option('routes', '');
  const routes = wanted ? allRoutes.filter((route) => wanted.split(',').some((w) => route.startsWith(w))) : allRoutes;

  const sites = [{ key: 'site', label: 'ce site', ...(await serveSite({ cwd: process.cwd(), port: PORTS.site, distDir: '.next-bench', cmsApi, label: 'site' })) }];
  if (AB) sites.push({ ...sites[0], key: 'blocked', label: `ce site sans ${AB_PATTERN}`, blockedUrlPatterns: [`*${AB_PATTERN}*`] });
  if (BASELINE) {
    const cwd = baselineCheckout(BASELINE);
    sites.push({ key: 'baseline', label: `site @ ${BASELINE}`, ...(await serveSite({ cwd, port: PORTS.baseline, distDir: '.next', cmsApi, label: `site @ ${BASELINE}` })) });
  }
  const floorDir = writeFloorApp(resolve('.bench', 'floor'), allRoutes);
  log('build : plancher Next.js');
  await buildSite(runner, { NEXT_DIST_DIR: '.next' }, floorDir);
  sites.push({ key: 'floor', label: 'plancher Next.js', ...(await startSite(runner, { port: PORTS.floor, env: {}, cwd: floorDir, readyPath: '/accueil' })) });

  if (HOLD_SCRIPTS_MS > 0) {
    for (const [index, site] of sites.entries()) {
      const proxy = await startScriptHoldingProxy({ port: PORTS.held + index, target: site.origin, holdMs: HOLD_SCRIPTS_MS });
      runner.onStop(() => void proxy.close());
      site.lighthouseOrigin = proxy.origin;
    }
    log(`diagnostic : scripts retenus ${HOLD_SCRIPTS_MS} ms par un proxy pour Lighthouse (ce n'est pas le site tel qu'il est servi)`);
  }

  log('réchauffage des pages');
  for (const site of sites) for (const route of allRoutes) for (let i = 0; i < 2; i += 1) await (await fetch(site.origin + route)).arrayBuffer();
  if (LIGHTHOUSE) await warmPicturesLikeLighthouse(sites.flatMap((site) => routes.map((route) => site.origin + route)), { chromePath: CHROME });

  let calibration = null;
  // Lighthouse's routes: none with --no-lighthouse (the other figures still use every route).
  const measured = LIGHTHOUSE ? routes : [];
  if (LIGHTHOUSE) {
    log('calibrage CPU (benchmarkIndex)');
    calibration = await calibrate(`${sites.at(-1).origin}/accueil`, { chromePath: CHROME, extraChromeFlags: EXTRA_CHROME_FLAGS });
    log(`benchmarkIndex ${Math.round(calibration.benchmarkIndex)} (${calibration.samples.map(Math.round).join(', ')}) → ralentissement CPU ${calibration.cpuSlowdownMultiplier}x`);
    if (CPU_SLOWDOWN > 0) {
      calibration = { ...calibration, cpuSlowdownMultiplier: CPU_SLOWDOWN };
      log(`ralentissement CPU fixé par --cpu : ${CPU_SLOWDOWN}x`);
    }
  }
  const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'totalBytes', 'scriptBytes', 'requests', 'lcpScripts', 'scripts', 'tbtDocument', 'tbtScripts', 'tbtOther', 'tbtFirstFrame', 'documentBytes', 'bytesBeforeFcp'];
  const lighthouseSeries = async (seriesRoutes, runs, throttlingMethod, network) => {
    const results = {};
    for (const route of seriesRoutes) {
      results[route] = Object.fromEntries(sites.map((site) => [site.key, []]));
      // Sites interleaved run by run, so that a slower moment of the machine weighs on each alike.
      for (let run = 0; run < runs; run += 1) {
        for (const site of sites) {
          const measure = await lighthouseRun((site.lighthouseOrigin ?? site.origin) + route, {
            cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier,
            chromePath: CHROME,
            extraChromeFlags: EXTRA_CHROME_FLAGS,
            throttlingMethod,
            ...(network ? { network } : {}),
            blockedUrlPatterns: site.blockedUrlPatterns ?? [],
          });
          results[route][site.key].push(measure);
        }
      }
      log(`Lighthouse ${throttlingMethod === 'devtools' ? 'appliqué' : 'simulé'}${network ? ' (EDGE)' : ''} ${route} : ${runs} × ${sites.length}`);
    }
    const medians = {};
    for (const route of seriesRoutes) {
      medians[route] = {};
      for (const site of sites) {
        const runsOf = results[route][site.key];
        medians[route][site.key] = Object.fromEntries(METRICS.map((m) => [m, median(runsOf.map((r) => r[m]))]));
        medians[route][site.key].clsWorst = finite(runsOf.map((r) => r.cls)).reduce((worst, v) => Math.max(worst, v), 0);
        medians[route][site.key].lcpElement = runsOf.at(-1)?.lcpElement ?? null;
      }
    }
    return { results, medians };
  };
  const { results, medians } = SIMULATED ? await lighthouseSeries(measured, RUNS, 'simulate') : { results: {}, medians: {} };
  const wantedApplied = wanted ? routes : AB ? ['/accueil', '/nos-offres-emplois', '/contact'] : ['/accueil', '/nos-offres-emplois', '/faq', '/contact', `/jobs/${job}`];
  const appliedRoutes = LIGHTHOUSE && APPLIED ? wantedApplied : [];
  const applied = await lighthouseSeries(appliedRoutes, APPLIED_RUNS, 'devtools');
  const edgeRoutes = LIGHTHOUSE && EDGE ? wantedApplied : [];
  const edge = await lighthouseSeries(edgeRoutes, EDGE_RUNS, 'devtools', EDGE_THROTTLING);
  // The site's interactions (and the baseline's); the floor has none.
  const interactionSites = sites.filter((entry) => entry.key !== 'floor');
  const interactions =
    LIGHTHOUSE && INTERACTIONS_ON
      ? await measureInteractions(
          interactionSites.map((entry) => entry.origin),
          { cpu: calibration.cpuSlowdownMultiplier, runs: INTERACTION_RUNS, jobPath: await firstJobPath(sites[0].origin), busyCheck: flag('busy-check'), log },
        )
      : null;

  // What a page view of the site sends home (issue 60): one beacon, when the page is left.
  const beacon = AB ? null : await beaconBytes(sites[0].origin, '/faq', calibration?.cpuSlowdownMultiplier ?? 4);

  const html = {};
  for (const site of sites) {
    const text = await (await fetch(`${site.origin}/nos-offres-emplois`)).text();
    html[site.key] = { raw: Buffer.byteLength(text), gzip: gzipSync(text).length };
  }

  let cmsPerThousand = null;
  let views = null;
  if (!without('views')) {
    log(`${VIEWS} vues de pages en ${VIEWS_SECONDS} s (site chaud)`);
    const before = counter.snapshot();
    views = await paceViews(routes.map((route) => sites[0].origin + route), { views: VIEWS, seconds: VIEWS_SECONDS });
    const after = counter.snapshot();
    cmsPerThousand = {
      api: ((after.api - before.api) * 1000) / VIEWS,
      uploads: ((after.uploads - before.uploads) * 1000) / VIEWS,
    };
  }

  const load = [];
  if (!without('load')) {
    for (const route of ['/accueil', '/nos-offres-emplois', '/nos-actualites', `/jobs/${job}`]) {
      log(`charge : ${route} (100 connexions, 10 s)`);
      load.push({ site: 'site', ...(await autocannon(sites[0].origin, [route])) });
    }
    load.push({ site: 'floor', ...(await autocannon(sites.at(-1).origin, ['/accueil'])) });
  }

  let instances = null;
  if (without('instances')) {
    // skipped on request
  } else if (!redisAvailable()) {
    log('2 instances : redis-server absent (apt-get install -y redis-server), mesure sautée');
  } else {
    instances = await measureInstances({
      runner,
      log,
      single: sites[0],
      env: siteEnv({ port: PORTS.site, distDir: '.next-bench', cmsApi }),
      ports: PORTS,
      counter,
      routes,
      views: VIEWS,
      viewsSeconds: VIEWS_SECONDS,
      loadPath: '/accueil',
    });
  }

  // ---- report
  const cols = ['perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'poids', 'JS', 'req.', 'JS/LCP', 'TBT doc/JS/autre', '1re image'];
  const line = (cells, widths) => cells.map((c, i) => String(c).padStart(widths[i])).join(' ');
  const widths = [24, 5, 5, 4, 4, 7, 7, 7, 6, 7, 7, 5, 7, 17, 10];
  if (calibration && SIMULATED) console.log(
    `\nLighthouse mobile, 4G lente simulée (ce que montre PageSpeed Insights), CPU ${calibration.cpuSlowdownMultiplier}x (benchmarkIndex ${Math.round(calibration.benchmarkIndex)}), médiane de ${RUNS} passages${EXTRA_CHROME_FLAGS.length ? `, Chromium ${EXTRA_CHROME_FLAGS.join(' ')}` : ''}${HOLD_SCRIPTS_MS > 0 ? `, DIAGNOSTIC : scripts retenus ${HOLD_SCRIPTS_MS} ms sur la boucle locale` : ''}`,
  );
  if (calibration && SIMULATED) {
    console.log('JS/LCP : scripts que le LCP simulé attend (arrivés avant le LCP du chargement observé sans ralentissement, docs/performance.md) / scripts de la page');
    console.log("TBT doc/JS/autre : temps bloquant des longues tâches simulées attribuées au document (analyse, style, mise en page, peinture), aux scripts, à rien (≈ TBT, bench/tbtParts.mjs)");
    console.log("1re image : dans la part du document, celle de la première image (style, mise en page, peinture), que la simulation place après son propre FCP (docs/performance.md, « D'où vient le TBT »)");
  }
  for (const route of Object.keys(medians)) {
    console.log(`\n${route}`);
    console.log(line(['', ...cols], widths));
    for (const site of sites) {
      const m = medians[route][site.key];
      console.log(
        line(
          [site.label, fmt.n(m.performance), fmt.n(m.accessibility), fmt.n(m.bestPractices), fmt.n(m.seo), fmt.ms(m.fcp), fmt.ms(m.lcp), fmt.tbt(m.tbt), fmt.cls(m.cls), fmt.kb(m.totalBytes), fmt.kb(m.scriptBytes), fmt.n(m.requests), m.lcpScripts === null ? '—' : `${m.lcpScripts}/${m.scripts}`, m.tbtDocument === null ? '—' : [m.tbtDocument, m.tbtScripts, m.tbtOther].map(Math.round).join('/'), m.tbtFirstFrame === null ? '—' : Math.round(m.tbtFirstFrame)],
          widths,
        ),
      );
    }
  }

  const site = (route) => medians[route].site;
  const floor = (route) => medians[route].floor;
  const checks = [];
  for (const route of Object.keys(medians)) {
    const s = site(route);
    const f = floor(route);
    checks.push([`${route} LCP ≤ 1,2 s`, s.lcp !== null && s.lcp <= 1200, fmt.ms(s.lcp)]);
    checks.push([`${route} TBT ≤ plancher + 50 ms`, s.tbt !== null && f.tbt !== null && s.tbt <= f.tbt + 50, `${fmt.tbt(s.tbt)} / ${fmt.tbt(f.tbt)}`]);
    checks.push([`${route} JS ≤ plancher + 20 KB`, s.scriptBytes <= f.scriptBytes + 20 * 1024, `${fmt.kb(s.scriptBytes)} / ${fmt.kb(f.scriptBytes)}`]);
    checks.push([`${route} performance ≥ plancher − 2`, s.performance >= f.performance - 2, `${s.performance} / ${f.performance}`]);
    checks.push([`${route} CLS ≤ 0,01`, s.cls !== null && s.cls <= 0.01, fmt.cls(s.cls)]);
  }
  if (appliedRoutes.length) {
    const appliedCols = ['perf', 'FCP', 'LCP', 'TBT', 'CLS méd.', 'CLS pire', 'poids', 'JS'];
    const appliedWidths = [24, 5, 7, 7, 7, 9, 9, 7, 7];
    console.log(
      `\nLighthouse mobile, 4G lente appliquée (devtools : réseau et CPU vraiment ralentis, plus près d'un téléphone), CPU ${calibration.cpuSlowdownMultiplier}x, médiane de ${APPLIED_RUNS} passages, CLS médian et pire`,
    );
    for (const route of appliedRoutes) {
      console.log(`\n${route}`);
      console.log(line(['', ...appliedCols], appliedWidths));
      for (const entry of sites) {
        const m = applied.medians[route][entry.key];
        console.log(line([entry.label, fmt.n(m.performance), fmt.ms(m.fcp), fmt.ms(m.lcp), fmt.tbt(m.tbt), fmt.cls(m.cls), fmt.cls(m.clsWorst), fmt.kb(m.totalBytes), fmt.kb(m.scriptBytes)], appliedWidths));
      }
      const s = applied.medians[route].site;
      const f = applied.medians[route].floor;
      checks.push([`appliqué ${route} LCP ≤ 1,2 s`, s.lcp !== null && s.lcp <= 1200, fmt.ms(s.lcp)]);
      checks.push([`appliqué ${route} TBT ≤ plancher + 50 ms`, s.tbt !== null && f.tbt !== null && s.tbt <= f.tbt + 50, `${fmt.tbt(s.tbt)} / ${fmt.tbt(f.tbt)}`]);
      checks.push([`appliqué ${route} performance ≥ plancher − 2`, s.performance >= f.performance - 2, `${s.performance} / ${f.performance}`]);
      checks.push([`appliqué ${route} pire CLS ≤ 0,01`, s.clsWorst <= 0.01, `${fmt.cls(s.clsWorst)} (médiane ${fmt.cls(s.cls)})`]);
    }
  }
  if (AB) for (const route of appliedRoutes) console.log(abReport(route, applied.results[route], { sites, pattern: AB_PATTERN }));
  if (edgeRoutes.length) {
    const edgeCols = ['FCP', 'LCP', 'TBT', 'CLS pire', 'HTML', 'avant FCP'];
    const edgeWidths = [24, 7, 7, 7, 9, 8, 10];
    console.log(
      `\nLighthouse mobile, 2G EDGE appliquée (240 kbps descendant, 200 montant, 840 ms d'aller-retour), CPU ${calibration.cpuSlowdownMultiplier}x, médiane de ${EDGE_RUNS} passages ; HTML : la page telle qu'envoyée (compressée) ; avant FCP : octets reçus avant le premier affichage`,
    );
    for (const route of edgeRoutes) {
      console.log(`\n${route}`);
      console.log(line(['', ...edgeCols], edgeWidths));
      for (const entry of sites) {
        const m = edge.medians[route][entry.key];
        const kb1 = (v) => (v === null ? '—' : `${(v / 1024).toFixed(1)} KB`);
        console.log(line([entry.label, fmt.ms(m.fcp), fmt.ms(m.lcp), fmt.tbt(m.tbt), fmt.cls(m.clsWorst), kb1(m.documentBytes), kb1(m.bytesBeforeFcp)], edgeWidths));
      }
      const s = edge.medians[route].site;
      checks.push([`EDGE ${route} FCP ≤ 1,3 s`, s.fcp !== null && s.fcp <= 1300, fmt.ms(s.fcp)]);
    }
  }
  if (interactions) {
    const origins = interactionSites.map((entry) => entry.origin);
    console.log(`\n${interactionsTable(interactions, origins, { cpu: calibration.cpuSlowdownMultiplier, runs: INTERACTION_RUNS, labels: interactionSites.map((entry) => entry.label) })}`);
    for (const [name, duration] of Object.entries(interactions.medians[origins[0]])) {
      checks.push([`interaction ${name} ≤ 200 ms`, duration !== null && duration <= 200, duration === null ? '—' : `${Math.round(duration)} ms`]);
    }
  }
  if (medians['/accueil']) checks.push(['/accueil poids ≤ 250 KB', site('/accueil').totalBytes <= 250 * 1024, fmt.kb(site('/accueil').totalBytes)]);
  checks.push(['/nos-offres-emplois HTML ≤ 40 KB compressé', html.site.gzip <= 40 * 1024, `${fmt.kb(html.site.gzip)} (brut ${fmt.kb(html.site.raw)})`]);
  if (cmsPerThousand) checks.push(['requêtes CMS ≤ 20 / 1 000 vues', cmsPerThousand.api <= 20, `${cmsPerThousand.api.toFixed(1)} API + ${cmsPerThousand.uploads.toFixed(1)} médias`]);
  if (instances) {
    checks.push(['2 instances : requêtes CMS ≤ 20 / 1 000 vues', instances.cmsPerThousand.api <= 20, `${instances.cmsPerThousand.api.toFixed(1)} API + ${instances.cmsPerThousand.uploads.toFixed(1)} médias`]);
    checks.push(['2 instances : 0 erreur en charge', instances.load.two.errors === 0 && instances.load.two.non2xx === 0, `${instances.load.two.errors} erreurs, ${instances.load.two.non2xx} non-2xx`]);
  }
  for (const entry of load) checks.push([`charge ${entry.site} ${new URL(entry.url).pathname} : 0 erreur`, entry.errors === 0 && entry.non2xx === 0, `${entry.errors} erreurs, ${entry.non2xx} non-2xx`]);

  console.log(HOLD_SCRIPTS_MS > 0 ? `\nObjectifs (DIAGNOSTIC, scripts retenus ${HOLD_SCRIPTS_MS} ms : pas une mesure du site tel qu'il est servi)` : '\nObjectifs');
  for (const [name, ok, value] of checks) console.log(`${ok ? 'OK  ' : 'RATÉ'} ${name.padEnd(52)} ${value}`);

  if (!AB) console.log(
    beacon
      ? `\nMesures de terrain : la balise d'une page vue (/faq) pèse ${beacon.body} octets de corps et ${beacon.requestHeaders ?? '?'} octets d'en-têtes (bench/field-measures.mjs)`
      : "\nMesures de terrain : aucune balise reçue de /faq (bench/field-measures.mjs)",
  );
  if (views) console.log(`\nVues : ${views.views} en ${views.seconds.toFixed(0)} s, ${views.failures} échecs`);
  if (load.length) {
    console.log('\nCharge (autocannon, 100 connexions, 10 s, second processus)');
    for (const entry of load) {
      console.log(`${entry.site.padEnd(6)} ${new URL(entry.url).pathname.padEnd(60)} ${Math.round(entry.requestsPerSecond)} req/s  p50 ${entry.p50} ms  p99 ${entry.p99} ms  erreurs ${entry.errors}  non-2xx ${entry.non2xx}`);
    }
  }

  if (instances) {
    const { one, two } = instances.load;
    console.log('\nPlusieurs instances (/accueil, 100 connexions en tout, 10 s ; Redis partagé pour les deux)');
    console.log(`1 instance              ${Math.round(one.requestsPerSecond)} req/s  p50 ${one.p50} ms  p99 ${one.p99} ms  erreurs ${one.errors}`);
    console.log(`2 instances + Redis     ${Math.round(two.requestsPerSecond)} req/s  p50 ${two.p50} ms  p99 ${two.p99} ms  erreurs ${two.errors}  (×${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)})`);
    console.log(`Requêtes CMS pour 1 000 vues réparties sur les 2 instances : ${instances.cmsPerThousand.api.toFixed(1)} API + ${instances.cmsPerThousand.uploads.toFixed(1)} médias`);
  }

  const report = { date: new Date().toISOString(), runs: RUNS, chromeFlags: EXTRA_CHROME_FLAGS, applied: { runs: APPLIED_RUNS, routes: appliedRoutes, medians: applied.medians, results: applied.results }, edge: { runs: EDGE_RUNS, routes: edgeRoutes, medians: edge.medians, results: edge.results }, interactions, holdScriptsMs: HOLD_SCRIPTS_MS, calibration, routes, sites: sites.map(({ key, label, origin }) => ({ key, label, origin })), medians, results, html, cmsPerThousand, views, load, instances, checks };
  const stamp = report.date.replace(/[:.]/g, '-');
  writeFileSync(`.bench/bench-${stamp}.json`, JSON.stringify(report, null, 2));
  writeFileSync('.bench/latest.json', JSON.stringify(report, null, 2));
  console.log(`\nRésultats détaillés : .bench/latest.json (.bench/bench-${stamp}.json)`);
  await runner.stopAllAndWait();
  process.exit(0);
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  runner.stopAll();
  process.exit(1);
}
