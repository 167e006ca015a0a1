// What the browser's data saver saves (issue 37): a visitor whose service worker is installed opens a page of
// pictures never seen, then points at the menu's links, data saver off and on. Bytes at a proxy (pictures apart) and
// the pages prefetched. The data saver is emulated as DevTools does (Emulation.setDataSaverOverride) in the page,
// and in the worker by setting navigator.connection.saveData (DevTools has no override for workers).
// Start a site with scripts/e2e-servers.mjs first.
//   node bench/save-data.mjs [--site http://127.0.0.1:3100] [--route /nos-actualites]
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { countingProxy } from './countingProxy.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const SITE = option('site', 'http://127.0.0.1:3100');
const ROUTE = option('route', '/nos-actualites');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const isPicture = (url) => url.startsWith('/_next/image');
const isPrefetch = (url) => url.includes('_rsc=');

async function visit(browser, proxy, saveData) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625 });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: saveData });
  await page.goto(`${proxy.origin}/faq`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  const [worker] = context.serviceWorkers();
  await worker.evaluate((on) => Object.defineProperty(self.navigator.connection, 'saveData', { value: on, configurable: true }), saveData);
  proxy.take();
  await page.goto(`${proxy.origin}${ROUTE}`, { waitUntil: 'networkidle' });
  for (let y = 0; y < 8; y += 1) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
  }
  await page.waitForLoadState('networkidle');
  const pictures = proxy.take(isPicture);
  const links = page.locator('footer a[href^="/"]');
  const count = Math.min(await links.count(), 6);
  for (let index = 0; index < count; index += 1) await links.nth(index).hover();
  await page.waitForTimeout(2000);
  const prefetches = proxy.requests(isPrefetch);
  const prefetchBytes = proxy.take(isPrefetch);
  await context.close();
  return { pictures, prefetches, prefetchBytes };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const proxy = await countingProxy(SITE);
console.log(`| économiseur de données | images de ${ROUTE} (412 px, écran 2,6x) | pages préchargées au survol de 6 liens |`);
console.log('|---|---:|---:|');
for (const saveData of [false, true]) {
  const { pictures, prefetches, prefetchBytes } = await visit(browser, proxy, saveData);
  console.log(`| ${saveData ? 'activé' : 'désactivé'} | ${kb(pictures)} | ${prefetches} (${kb(prefetchBytes)}) |`);
}
proxy.close();
await browser.close();
