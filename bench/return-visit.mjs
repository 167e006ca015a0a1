// Bytes a visit costs on the wire (sent and received), as a visitor spends them: first visit, return visit in a new
// tab of the same browser profile (HTTP cache kept), and return visit once the HTTP cache is emptied (phones evict it
// long before the worker's own cache), service workers blocked then allowed. Each tab stays open 5 s after its load, as
// people leave it: the browser's update check of the worker (/sw.js) falls in that time and is counted. A tab's
// beacon (the field measures) leaves as it closes: each return visit's figure holds the previous tab's. Counted at a
// small proxy in front of each site, so the worker's own fetches count too, which a page's DevTools session does not see.
// Several sites side by side (before and after, in one run): --site a,b. Start them with scripts/e2e-servers.mjs.
//   node bench/return-visit.mjs [--site http://127.0.0.1:3100[,http://127.0.0.1:3110]] [--routes /accueil,/faq]
//                               [--open-ms 5000] [--verbose]
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { countingProxy } from './countingProxy.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const SITES = option('site', 'http://127.0.0.1:3100').split(',');
const OPEN_MS = Number(option('open-ms', '5000'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const isWorkerScript = (url) => url.split('?')[0] === '/sw.js';
const isBeacon = (url) => url.split('?')[0] === '/api/mesures';

/** The job list, then a job page found on it, with the other routes of issue 46. */
async function defaultRoutes(site) {
  const list = await (await fetch(`${site}/nos-offres-emplois`)).text();
  const job = /href="(\/jobs\/[^"?#]+)"/.exec(list)?.[1];
  return ['/accueil', '/faq', '/contact', '/nos-offres-emplois', ...(job ? [job] : [])];
}

/** Opens `route` in a new tab of `context`, leaves it open OPEN_MS after its load, and gives the tab. */
async function openTab(context, proxy, route, { waitForWorker = false } = {}) {
  const tab = await context.newPage();
  await tab.goto(`${proxy.origin}${route}`, { waitUntil: 'load' });
  // The worker registers once the page is idle, then installs: part of the first visit.
  if (waitForWorker) await tab.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 }).catch(() => undefined);
  await tab.waitForTimeout(OPEN_MS);
  return tab;
}

/** What the proxy counted since the last count: all bytes, those of the worker's script, those of beacons. */
function count(proxy) {
  const worker = proxy.bytes(isWorkerScript);
  const checks = proxy.requests(isWorkerScript);
  const beacons = proxy.bytes(isBeacon);
  const sent = proxy.sent();
  return { bytes: proxy.take(), sent, worker, checks, beacons };
}

/** One visitor on one route: first visit, return (cache kept), return (cache emptied). */
async function visits(browser, proxy, route, serviceWorkers) {
  const context = await browser.newContext({ serviceWorkers });
  proxy.take();
  const first = await openTab(context, proxy, route, { waitForWorker: serviceWorkers === 'allow' });
  const firstVisit = count(proxy);
  await first.close();
  const again = await openTab(context, proxy, route);
  const kept = count(proxy);
  await (await context.newCDPSession(again)).send('Network.clearBrowserCache');
  await again.close();
  await (await openTab(context, proxy, route)).close();
  const emptied = count(proxy);
  await context.close();
  return { firstVisit, kept, emptied };
}

/** Page to page in one tab (full loads of every route after the first), worker allowed: what the worker's checks cost. */
async function browsing(browser, proxy, routes) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const tab = await openTab(context, proxy, routes[0], { waitForWorker: true });
  proxy.take();
  for (const route of routes.slice(1)) {
    await tab.goto(`${proxy.origin}${route}`, { waitUntil: 'load' });
    await tab.waitForTimeout(OPEN_MS);
  }
  const walk = count(proxy);
  await context.close();
  return walk;
}

const cell = ({ bytes, sent, worker, checks, beacons }) => `${kb(bytes)} (envoyés ${kb(sent)} ; sw.js ${kb(worker)}, ${checks}× ; balise ${beacons} o)`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const wanted = option('routes', '');
console.log(`Octets au proxy, envoyés et reçus ; chaque onglet reste ouvert ${OPEN_MS / 1000} s après son chargement. (envoyés : la part des requêtes ; sw.js : octets du script du worker, n× : vérifications ; balise : octets de la balise de l'onglet précédent et de sa réponse.)`);
console.log('| site | route | service worker | 1re visite | retour, cache HTTP gardé | retour, cache HTTP vidé |');
console.log('|---|---|---|---:|---:|---:|');
const walks = [];
for (const site of SITES) {
  const routes = wanted ? wanted.split(',') : await defaultRoutes(site);
  const proxy = await countingProxy(site, { verbose: args.includes('--verbose') });
  for (const route of routes) {
    const plain = await visits(browser, proxy, route, 'block');
    const withWorker = await visits(browser, proxy, route, 'allow');
    console.log(`| ${site} | ${route} | non (bloqué) | ${cell(plain.firstVisit)} | ${cell(plain.kept)} | ${cell(plain.emptied)} |`);
    console.log(`| | | oui | ${cell(withWorker.firstVisit)} | ${cell(withWorker.kept)} | ${cell(withWorker.emptied)} |`);
  }
  walks.push({ site, routes, walk: await browsing(browser, proxy, routes) });
  proxy.close();
}
console.log('\nD’une page à l’autre dans un onglet (chargements complets, worker installé) :');
for (const { site, routes, walk } of walks) console.log(`${site} : ${routes.length - 1} pages, ${cell(walk)}`);
await browser.close();
