// Where a page's main-thread work goes (a diagnosis printing figures), Chromium at CPU 4x on a phone screen, median
// of --runs fresh loads: the browser's own work on the server HTML without scripts (whole, then minus one region at a
// time), then JavaScript against browser time from a CPU profile, split by the script it runs in. --compare (another
// build) and --floor (npm run bench's .bench/floor) are measured whole, interleaved. Start sites with
// scripts/e2e-servers.mjs (E2E_* for a second).
//   node bench/page-work.mjs [--site http://127.0.0.1:3100] [--compare http://127.0.0.1:3110]
//                            [--floor http://127.0.0.1:3201] [--routes /faq,/accueil] [--runs 5] [--whole]
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const SITE = option('site', 'http://127.0.0.1:3100');
const COMPARE = option('compare', '');
const FLOOR = option('floor', '');
const ROUTES = option('routes', '/faq,/accueil').split(',');
const RUNS = Number(option('runs', '5'));
// --whole: whole pages only, no profile (a quicker before/after of two builds).
const WHOLE_ONLY = args.includes('--whole');
const PROFILE = !WHOLE_ONLY;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

const REGIONS = {
  'page entière': (html) => html,
  'sans en-tête': (html) => html.replace(/<header[\s\S]*?<\/header>/, ''),
  'sans contenu (main vide)': (html) => html.replace(/(<main[^>]*>)[\s\S]*?(<\/main>)/, '$1$2'),
  'sans pied de page': (html) => html.replace(/<footer[\s\S]*?<\/footer>/, ''),
  'sans dessins SVG': (html) => html.replace(/<svg[\s\S]*?<\/svg>/g, ''),
  'sans charge React': (html) => html.replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, ''),
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function withPage(browser, prepare, measure) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await prepare(page);
    return await measure(page, cdp);
  } finally {
    await context.close();
  }
}

/** The browser's own work on `url`'s server HTML, its scripts refused, after `rewrite`. */
async function nativeWork(browser, url, rewrite) {
  return withPage(
    browser,
    async (page) => {
      await page.route('**/_next/static/chunks/**', (route) => route.abort());
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: rewrite(await response.text()) });
      });
    },
    async (page) => {
      await browser.startTracing(page, { categories: ['devtools.timeline'] });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(700);
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      const parses = events.filter((event) => event.name === 'ParseHTML');
      const { pid, tid } = parses[0];
      const spent = (...names) =>
        events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && names.includes(e.name)).reduce((sum, e) => sum + e.dur / 1000, 0);
      return {
        elements: await page.evaluate(() => document.querySelectorAll('*').length),
        parse: spent('ParseHTML'),
        style: spent('UpdateLayoutTree'),
        layout: spent('Layout'),
        paint: spent('PrePaint', 'Paint'),
      };
    },
  );
}

/** JavaScript against the browser's own work over a whole load of `url` with its scripts, from a CPU profile. */
async function scriptWork(browser, url) {
  return withPage(
    browser,
    async () => {},
    async (page, cdp) => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const totals = { javascript: 0, browser: 0, byScript: {} };
      profile.samples.forEach((id, index) => {
        const { url: scriptUrl, functionName } = nodes.get(id).callFrame;
        const ms = (profile.timeDeltas[index] ?? 0) / 1000;
        if (functionName === '(idle)') return;
        // (program) is Chromium's own work outside JavaScript: parsing, style, layout, paint.
        if (scriptUrl) {
          totals.javascript += ms;
          const file = new URL(scriptUrl).pathname.split('/').pop();
          totals.byScript[file] = (totals.byScript[file] ?? 0) + ms;
        }
        else if (functionName === '(program)' || functionName === '(garbage collector)') totals.browser += ms;
        else totals.javascript += ms;
      });
      return totals;
    },
  );
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const sites = [['site', SITE], ...(COMPARE ? [['comparé', COMPARE]] : []), ...(FLOOR ? [['plancher', FLOOR]] : [])];
  console.log(`CPU x${CPU_SLOWDOWN}, ${VIEWPORT.width} x ${VIEWPORT.height}, médiane de ${RUNS} chargements ; temps en ms`);
  for (const route of ROUTES) {
    // The regions are removed from the first site only; the others are measured whole.
    const variants = sites.flatMap(([label, origin], index) =>
      (index === 0 && !WHOLE_ONLY ? Object.entries(REGIONS) : [Object.entries(REGIONS)[0]]).map(([name, rewrite]) => ({ label: `${label} : ${name}`, origin, rewrite, samples: [] })),
    );
    const scripts = sites.map(([label, origin]) => ({ label: `${label} : avec ses scripts (profil)`, origin, samples: [] }));
    // Sites and variants interleaved run by run, in reverse order every other run, so that the machine's drift and
    // the position in a run spread evenly over all of them.
    for (let run = 0; run < RUNS; run++) {
      const inOrder = (list) => (run % 2 === 0 ? list : [...list].reverse());
      for (const variant of inOrder(variants)) variant.samples.push(await nativeWork(browser, variant.origin + route, variant.rewrite));
      if (PROFILE) for (const site of inOrder(scripts)) site.samples.push(await scriptWork(browser, site.origin + route));
    }
    const rows = [];
    for (const { label, samples } of variants) {
      const pick = (key) => median(samples.map((value) => value[key]));
      const total = median(samples.map((v) => v.parse + v.style + v.layout + v.paint));
      rows.push([label, pick('elements'), pick('parse'), pick('style'), pick('layout'), pick('paint'), total, '', '']);
    }
    for (const { label, samples } of PROFILE ? scripts : []) {
      const pick = (key) => median(samples.map((value) => value[key]));
      rows.push([label, '', '', '', '', '', '', pick('javascript'), pick('browser')]);
    }
    console.log(`\n${route}`);
    console.log('| | éléments | analyse HTML | styles | disposition | peinture | total navigateur sans scripts | JavaScript | navigateur |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(`| ${row.map((cell) => (typeof cell === 'number' ? Math.round(cell) : cell)).join(' | ')} |`);
    }
    // Which script the JavaScript runs in (its own code, not what it calls): the framework's chunks against the
    // layout's and the page's islands. Name a chunk with `grep -l <component> .next*/static/chunks/*.js`.
    for (const { label, samples } of PROFILE ? scripts : []) {
      const files = [...new Set(samples.flatMap((sample) => Object.keys(sample.byScript)))];
      const spent = files.map((file) => [file, median(samples.map((sample) => sample.byScript[file] ?? 0))]).sort((a, b) => b[1] - a[1]);
      console.log(`${label}, par script : ${spent.filter(([, ms]) => ms >= 1).map(([file, ms]) => `${file} ${Math.round(ms)}`).join(', ')}`);
    }
    if (COMPARE) {
      // Paired: the two builds' loads of the same run side by side; the median of their differences is steadier
      // than the difference of their medians on this shared machine.
      const [site, compared] = [variants[0], variants.find((variant) => variant.origin === COMPARE)];
      const work = (sample, key) => (key === 'total' ? sample.parse + sample.style + sample.layout + sample.paint : sample[key]);
      const paired = ['parse', 'style', 'layout', 'paint', 'total'].map((key) => {
        const differences = site.samples.map((sample, run) => work(sample, key) - work(compared.samples[run], key));
        return `${key} ${Math.round(median(differences))} ms (site plus bas ${differences.filter((d) => d < 0).length}/${RUNS})`;
      });
      console.log(`site − comparé, médiane des écarts par chargement : ${paired.join(', ')}`);
    }
  }
} finally {
  await browser.close();
}
