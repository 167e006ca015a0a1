// Bytes a visit costs on the wire, first and return (a new tab of the same browser profile), service worker allowed:
// what issue 37 measures. Counted at a small proxy in front of the site, so the worker's own fetches (its script,
// what it precaches, the pages it fetches) count too, which a page's DevTools session does not see.
// Start a site with scripts/e2e-servers.mjs first.
//   node bench/return-visit.mjs [--site http://127.0.0.1:3100] [--routes /accueil,/jobs/commercial-terrain]
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { countingProxy } from './countingProxy.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const SITE = option('site', 'http://127.0.0.1:3100');
const ROUTES = option('routes', '/accueil,/jobs/commercial-terrain').split(',');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const settle = (page, ms) => page.waitForTimeout(ms);

/**
 * One visitor: a first visit, a return visit in a new tab, and a return visit once the browser's HTTP cache is
 * emptied (phones evict it long before the worker's own cache). Bytes of each, at the proxy.
 */
async function visits(browser, proxy, route, serviceWorkers) {
  const context = await browser.newContext({ serviceWorkers });
  const page = await context.newPage();
  proxy.take();
  await page.goto(`${proxy.origin}${route}`, { waitUntil: 'networkidle' });
  if (serviceWorkers === 'allow') {
    // The worker registers once the page is idle, then installs.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 }).catch(() => undefined);
  }
  await settle(page, 3000);
  const first = proxy.take();
  await page.close();
  const again = async () => {
    const tab = await context.newPage();
    await tab.goto(`${proxy.origin}${route}`, { waitUntil: 'networkidle' });
    await settle(tab, 1000);
    return tab;
  };
  const back = await again();
  const returned = proxy.take();
  await (await context.newCDPSession(back)).send('Network.clearBrowserCache');
  await back.close();
  await again();
  const evicted = proxy.take();
  await context.close();
  return { first, returned, evicted };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const proxy = await countingProxy(SITE, { verbose: args.includes('--verbose') });
console.log('| route | service worker | 1re visite | visite de retour (nouvel onglet) | retour, cache HTTP vidé |');
console.log('|---|---|---:|---:|---:|');
for (const route of ROUTES) {
  const plain = await visits(browser, proxy, route, 'block');
  const withWorker = await visits(browser, proxy, route, 'allow');
  console.log(`| ${route} | non (bloqué) | ${kb(plain.first)} | ${kb(plain.returned)} | ${kb(plain.evicted)} |`);
  console.log(
    `| | oui | ${kb(withWorker.first)} (+${kb(withWorker.first - plain.first)} : installation) | ${kb(withWorker.returned)} | ${kb(withWorker.evicted)} |`,
  );
}
proxy.close();
await browser.close();
