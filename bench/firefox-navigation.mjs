// Firefox ESR (Debian's, over WebDriver BiDi) asked for page after page, each as soon as the one before has loaded:
// counts the pages asked for that were not there, loaded, when the call returned (puppeteer's goto, or a link followed
// and the new document's load awaited), and 10 s later, with and without service workers. Why the engines' driver
// (e2e/engines/drivers.ts) follows links: issue 49.
//   node bench/firefox-navigation.mjs [--site http://127.0.0.1:3100] [--runs 5]
// The site from scripts/e2e-servers.mjs. The losses come under load: run it beside `npx jest` or a busy loop.
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({ options: { site: { type: 'string', default: 'http://127.0.0.1:3100' }, runs: { type: 'string', default: '5' } } });
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const PATHS = ['/contact', '/faq', '/demander-un-devis', '/accueil', '/nos-offres-emplois', '/faq'];
const PASSES = 6;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows `url` as a link, and returns once a new document has loaded (as e2e/engines/drivers.ts does). */
async function follow(page, url) {
  await page.evaluate(`window.__left = true; location.href = ${JSON.stringify(url)}`);
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(50)) {
    if (await page.evaluate(`!window.__left && location.protocol !== 'about:' && document.readyState === 'complete'`).catch(() => false)) return;
  }
}

/** Whether the page shows `path`, loaded, within `ms` (a page that comes late is not lost). */
async function arrived(page, path, ms) {
  for (const until = Date.now() + ms; ; await sleep(50)) {
    const at = await page.evaluate(`document.readyState === 'complete' ? location.pathname : ''`).catch(() => '');
    if (at === path) return true;
    if (Date.now() >= until) return false;
  }
}

for (const worker of [true, false]) {
  for (const how of ['goto', 'link']) {
    let early = 0;
    let lost = 0;
    let threw = 0;
    for (let run = 0; run < Number(values.runs); run += 1) {
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: worker ? {} : { 'dom.serviceWorkers.enabled': false },
      });
      const page = await browser.newPage();
      await page.goto(`${values.site}/accueil`, { waitUntil: 'load' });
      if (worker) await page.waitForFunction('navigator.serviceWorker.controller', { timeout: 30_000 });
      for (let pass = 0; pass < PASSES; pass += 1) {
        for (const path of PATHS) {
          const url = values.site + path;
          try {
            await (how === 'goto' ? page.goto(url, { waitUntil: 'load' }) : follow(page, url));
          } catch {
            threw += 1; // "A new navigation interrupted an unfinished navigation"
          }
          if (!(await arrived(page, path, 0))) early += 1;
          if (!(await arrived(page, path, 10_000))) lost += 1;
        }
      }
      await browser.close();
    }
    const loads = Number(values.runs) * PASSES * PATHS.length;
    console.log(
      `worker ${worker ? 'on ' : 'off'}, ${how.padEnd(4)}: of ${loads} pages asked for, ${early} not there when the call returned, ` +
        `${lost} still not there 10 s later (calls that threw: ${threw})`,
    );
  }
}
