// Firefox ESR (Debian's, over WebDriver BiDi) reading pages one after the other and leaving each as soon as it has
// loaded, a fresh profile each run: counts the lines "A ServiceWorker intercepted the request and encountered an
// unexpected error" Firefox writes, the pages that saw one of their own files fail (an error event, recorded from
// the page's first script), and the navigations cut short (a page reloading itself for a failed chunk). Issue 47.
//   node bench/firefox-leaving.mjs [--site http://127.0.0.1:3100,http://127.0.0.1:3110] [--runs 6] [--no-worker]
// Sites from scripts/e2e-servers.mjs; --no-worker turns service workers off in Firefox (the reference).
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({
  options: { site: { type: 'string', default: 'http://127.0.0.1:3100' }, runs: { type: 'string', default: '6' }, 'no-worker': { type: 'boolean', default: false } },
});
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const PATHS = ['/accueil', '/nos-offres-emplois', '/jobs/teleconseiller-ere-service-client', '/faq', '/contact', '/demander-un-devis', '/faq', '/accueil', '/demander-un-devis', '/nos-offres-emplois?q=comptabilite', '/faq', '/contact'];
const WATCH = `(() => { const errors = (window.__engineErrors = []);
  addEventListener('error', (event) => { const t = event.target; errors.push(t && t !== window ? 'Failed to load ' + (t.src || t.href || t.tagName) : String(event.message)); }, true);
  addEventListener('unhandledrejection', (e) => errors.push('Unhandled: ' + (e.reason && e.reason.message || e.reason))); })()`;

for (const site of values.site.split(',')) {
  const totals = { logged: 0, pagesWithFailure: 0, cutShort: 0, controlled: 0 };
  for (let run = 0; run < Number(values.runs); run += 1) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: values['no-worker'] ? { 'dom.serviceWorkers.enabled': false } : {},
    });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 900 });
    await page.evaluateOnNewDocument(WATCH);
    page.on('pageerror', (error) => {
      if (/A ServiceWorker intercepted the request/.test(String(error.message ?? error))) totals.logged += 1;
    });
    for (const path of PATHS) {
      try {
        await page.goto(site + path, { waitUntil: 'load' });
      } catch {
        totals.cutShort += 1;
        continue;
      }
      // Read at once, before the next page: what failed in this page's own life.
      if ((await page.evaluate('window.__engineErrors || []')).length) totals.pagesWithFailure += 1;
    }
    if (await page.evaluate('Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)')) totals.controlled += 1;
    await browser.close();
  }
  console.log(
    `${site}${values['no-worker'] ? ' (worker off)' : ''}: ${values.runs} runs of ${PATHS.length} pages; worker in control at the end ${totals.controlled}/${values.runs}; ` +
      `lines logged ${totals.logged}; pages whose own file failed ${totals.pagesWithFailure}; navigations cut short ${totals.cutShort}`,
  );
}
