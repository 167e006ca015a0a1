// Interactions as a visitor's phone lives them (issue 48): Chromium at 412 px with touch, the CPU slowed as
// calibrated for this machine (Lighthouse's calculator, printed), a real tap once the page is idle, and the Event
// Timing API's duration of that interaction (what INP reports: from the input to the next paint), median of --runs.
//   node bench/interactions.mjs [--site http://127.0.0.1:3100,…] [--runs 3] [--cpu 13.4] [--busy-check] [--only menu]
// --busy-check adds, once, a 150 ms busy loop to every click of the first interaction: it must read about 150 ms
// slower (the measure sees a slow handler). Also run by `npm run bench -- --interactions`.
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { calibrate } from './lighthouse.mjs';
import { phonePage } from './phone.mjs';
import { median } from './stats.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/** Records every event entry with an interaction id, from the page's first script. */
const OBSERVE = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/**
 * What a visitor does first, each from a fresh page: `prepare` once the page is idle, then the interaction measured,
 * a tap on `target` or the key `key`. `page` is a path, or a function of a job's path.
 */
export const INTERACTIONS = [
  { name: 'menu latéral (ouvrir)', page: '/accueil', target: (page) => page.locator('header button[aria-haspopup="dialog"]') },
  { name: "fenêtre d'une offre (liste)", page: '/nos-offres-emplois', target: (page) => page.locator('[data-testid="job-card"] a[aria-haspopup="dialog"]').first() },
  { name: 'devis envoyé vide (erreurs)', page: '/demander-un-devis', target: (page) => page.locator('[data-testid="quote-form"] button[type="submit"]') },
  { name: 'réponse de la FAQ (ouvrir)', page: '/faq', target: (page) => page.locator('[data-testid="faq"] button[aria-expanded="false"]').first() },
  // '#devis-nom' before issue 49 (one name per field): a baseline built from an older commit still has it.
  { name: 'une lettre dans le devis', page: '/demander-un-devis', prepare: (page) => page.locator('#devis-name, #devis-nom').tap(), key: 'a' },
  {
    name: 'candidature envoyée vide (erreurs)',
    page: (jobPath) => jobPath,
    prepare: async (page) => {
      const option2 = page.getByRole('button', { name: /Option 2/ });
      if ((await option2.getAttribute('aria-expanded')) === 'false') await option2.tap();
    },
    target: (page) => page.locator('[data-testid="application-form"] button[type="submit"]'),
  },
];

/** Waits until the main thread has been free for `quietMs` (long tasks observed in the page), at most 20 s. */
async function waitForIdle(page, quietMs = 1500) {
  await page.evaluate(
    (quiet) =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration);
        }).observe({ type: 'longtask', buffered: true });
        const started = performance.now();
        const check = () => (performance.now() - last >= quiet || performance.now() - started > 20_000 ? resolve() : setTimeout(check, 100));
        check();
      }),
    quietMs,
  );
}

/** One measure: the longest event of the interaction `act` started (ms), or null when none was recorded. */
async function measureOnce(browser, origin, interaction, { cpu, jobPath, busyMs }) {
  const { context, page } = await phonePage(browser, cpu);
  await page.addInitScript(OBSERVE);
  if (busyMs) {
    await page.addInitScript((ms) => {
      document.addEventListener('click', () => {
        const end = performance.now() + ms;
        while (performance.now() < end);
      }, true);
    }, busyMs);
  }
  try {
    const path = typeof interaction.page === 'function' ? interaction.page(jobPath) : interaction.page;
    await page.goto(origin + path, { waitUntil: 'load', timeout: 120_000 });
    await waitForIdle(page);
    if (interaction.prepare) await interaction.prepare(page);
    // Where to tap, found before the page goes idle: Playwright's own checks must not run while the tap is measured.
    let box = null;
    if (interaction.target) {
      const target = interaction.target(page);
      await target.scrollIntoViewIfNeeded();
      box = await target.boundingBox();
      if (!box) throw new Error(`${interaction.name} : cible introuvable`);
    }
    await waitForIdle(page, 1000);
    const before = await page.evaluate(() => new Set(window.__interactions.map((entry) => entry.id)).size);
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    else await page.keyboard.press(interaction.key);
    // The entry comes after the next paint; at this slowdown a frame can take a while.
    await page.waitForTimeout(3000);
    const entries = await page.evaluate(() => window.__interactions);
    const ids = [...new Set(entries.map((entry) => entry.id))].slice(before);
    const durations = entries.filter((entry) => ids.includes(entry.id)).map((entry) => entry.duration);
    return durations.length ? Math.max(...durations) : null;
  } finally {
    await context.close();
  }
}

/** Median duration (ms) of each interaction on `origin`, `runs` times each, interleaved. */
export async function measureInteractions(origins, { cpu, runs = 3, jobPath, busyCheck = false, only = '', log = () => {} }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = {};
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const interaction of INTERACTIONS.filter(({ name }) => name.startsWith(only))) {
        for (const origin of origins) {
          const duration = await measureOnce(browser, origin, interaction, { cpu, jobPath });
          ((results[origin] ??= {})[interaction.name] ??= []).push(duration);
          log(`${origin} ${interaction.name} : ${duration === null ? '—' : `${Math.round(duration)} ms`}`);
        }
      }
    }
    const busy = {};
    if (busyCheck) {
      for (const origin of origins) {
        const [plain, slowed] = [await measureOnce(browser, origin, INTERACTIONS[0], { cpu, jobPath }), await measureOnce(browser, origin, INTERACTIONS[0], { cpu, jobPath, busyMs: 150 })];
        busy[origin] = { plain, slowed };
      }
    }
    const medians = Object.fromEntries(
      Object.entries(results).map(([origin, byName]) => [origin, Object.fromEntries(Object.entries(byName).map(([name, values]) => [name, median(values)]))]),
    );
    return { medians, results, busy };
  } finally {
    await browser.close();
  }
}

/** The table, one column per site. */
export function interactionsTable({ medians, busy }, origins, { cpu, runs, labels = origins }) {
  const lines = [
    `Interactions à 412 px, toucher réel, CPU ${cpu}x, Event Timing (durée jusqu'à l'image suivante, ce que mesure l'INP), médiane de ${runs} ; objectif ≤ 200 ms`,
    `| interaction | ${labels.join(' | ')} |`,
    `|---|${origins.map(() => '---:').join('|')}|`,
  ];
  for (const { name } of INTERACTIONS) {
    lines.push(`| ${name} | ${origins.map((origin) => (medians[origin]?.[name] == null ? '—' : `${Math.round(medians[origin][name])} ms`)).join(' | ')} |`);
  }
  for (const [origin, { plain, slowed }] of Object.entries(busy ?? {})) {
    lines.push(`Contrôle (${origin}) : menu latéral ${Math.round(plain ?? NaN)} ms, avec 150 ms de boucle ajoutés au clic ${Math.round(slowed ?? NaN)} ms`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: 'http://127.0.0.1:3100' },
      runs: { type: 'string', default: '3' },
      cpu: { type: 'string', default: '0' },
      job: { type: 'string', default: '' },
      'busy-check': { type: 'boolean', default: false },
      // The interactions whose name starts so (while working on one).
      only: { type: 'string', default: '' },
    },
  });
  const origins = values.site.split(',');
  let cpu = Number(values.cpu);
  if (!cpu) {
    const calibration = await calibrate(`${origins[0]}/accueil`, { chromePath: CHROMIUM_PATH });
    cpu = calibration.cpuSlowdownMultiplier;
    console.log(`benchmarkIndex ${Math.round(calibration.benchmarkIndex)} → ralentissement CPU ${cpu}x`);
  }
  const jobPath = values.job || (await firstJobPath(origins[0]));
  const runs = Number(values.runs);
  const measured = await measureInteractions(origins, { cpu, runs, jobPath, busyCheck: values['busy-check'], only: values.only, log: (line) => console.log(`  ${line}`) });
  console.log(`\n${interactionsTable(measured, origins, { cpu, runs })}`);
}

/** A job's page, from the list's first card. */
export async function firstJobPath(origin) {
  const html = await (await fetch(`${origin}/nos-offres-emplois`)).text();
  const match = html.match(/href="(\/jobs\/[^"?#]+)"/);
  if (!match) throw new Error('aucune offre dans la liste');
  return match[1];
}
