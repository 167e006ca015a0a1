import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BEACON_PATH, MEASURES_SCRIPT_PATH } from '../lib/measures/beacon';
import { bucketOf } from '../lib/measures/histogram';
import { createRunner, startEmbeddedCms } from '../scripts/lib/servers.mjs';
import { ensureAdminBuild } from './adminBuild';
import { adminApi, logInToAdmin } from './cmsAdmin';
import { CMS_TOKEN } from './env';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { blockThirdParties } from './helpers';
import { copyOfBuild, freePort, startExtraSite, type ExtraSite } from './servers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// The field measures on the real stack (docs/performance.md « Mesures de terrain »): a CMS of its own with its admin
// panel, and two instances of the built site (A and B) that keep what they count until they stop (a flush every
// hour: here each batch leaves on the normal stop, which is what is tested). A phone on a slow network visits pages
// of several kinds, taps, and leaves; bad beacons and a flood are refused; a visitor asking not to be followed, or
// offline, sends nothing; both instances stop at the same moment; then the CMS holds exactly what was sent, and the
// admin's widget shows it.

const requireFromRoot = createRequire(join(process.cwd(), 'package.json'));
const seed = requireFromRoot('./cms/src/seed/data.js') as { jobs: { slug: string; date_expiration: string }[] };
const openJob = seed.jobs.find((job) => job.date_expiration >= new Date().toISOString().slice(0, 10))!;
const EDITOR = { email: 'mesures@adive.test', password: 'Mesures-Adive-2026' };
/**
 * Chrome's own estimate of the connection (navigator.connection.effectiveType, what a beacon reports) at « 3g »:
 * Chromium 150 no longer derives it from the emulated link once a page is navigated to (it said « 4g » on every page),
 * so the estimator is set at launch, as a phone on 3G has it.
 */
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--force-effective-connection-type=3G'] } });

/** A 3G link as Chrome's DevTools define it: the pages load as slowly as on one. */
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: (780 * 1024) / 8, uploadThroughput: (330 * 1024) / 8 };
/** The flood's kind of page: no visit of this file sends it otherwise. */
const FLOODED = '/login';

/** Records every event entry of an interaction, from the page's first script, as bench/interactions.mjs does. */
const OBSERVE_INTERACTIONS = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

type Report = {
  connections: Record<string, { kinds: { page: string; views: number; metrics: Record<string, { p75: number; count: number } | null> }[]; slowest: { page: string; element: string; p75: number }[] }>;
};

let cms: Awaited<ReturnType<typeof startEmbeddedCms>>;
let siteA: ExtraSite;
let siteB: ExtraSite;
/** In front of each site, what its pages post (Playwright does not see a beacon that leaves with its page). */
let witnessA: FaultProxy;
let witnessB: FaultProxy;
const builds: ReturnType<typeof copyOfBuild>[] = [];
let dataDir: string;
const runner = createRunner({ stdio: 'ignore' });
let admin: ReturnType<typeof adminApi>;

/** What the visitor's taps measured in their pages (Event Timing), by kind of page. */
const tapped: Record<string, number> = {};
/** Beacons the sites took from the flood and from the direct posts to B. */
let floodTaken = 0;
const SENT_TO_B = 7;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'adive-mesures-'));
  await ensureAdminBuild();
  cms = await startEmbeddedCms(runner, {
    port: await freePort(),
    dataDir,
    env: { CMS_ADMIN: 'true', CMS_TOKEN, CMS_ADMIN_EMAIL: EDITOR.email, CMS_ADMIN_PASSWORD: EDITOR.password, CMS_ADMIN_RATE_LIMIT: 'false' },
  });
  admin = adminApi(cms.origin, EDITOR);
  const start = (name: string) => {
    const build = copyOfBuild(name);
    builds.push(build);
    // Behind one proxy (as in production): the flood's client is told apart by its X-Forwarded-For.
    return startExtraSite({ CMS_URL: `${cms.origin}/api`, NEXT_DIST_DIR: build.distDir, MEASURES_FLUSH_SECONDS: '3600', MEASURES_RATE_LIMIT: '60', TRUSTED_PROXIES: '1' }, '/faq');
  };
  [siteA, siteB] = await Promise.all([start('mesures-a'), start('mesures-b')]);
  [witnessA, witnessB] = await Promise.all([startFaultProxy(siteA.origin), startFaultProxy(siteB.origin)]);
});

test.afterAll(async () => {
  await witnessA?.stop();
  await witnessB?.stop();
  siteA?.stop();
  siteB?.stop();
  runner.stopAll();
  for (const build of builds) build.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A phone at 412 px with touch, its CPU slowed 4 times, on a 3G link, visiting the site behind `witness`. */
async function phone(browser: Browser, witness: FaultProxy): Promise<{ context: BrowserContext; page: Page; beacons: () => readonly string[] }> {
  const context = await browser.newContext({ baseURL: witness.origin, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  await context.addInitScript(OBSERVE_INTERACTIONS);
  const page = await context.newPage();
  await blockThirdParties(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  const before = witness.posted(BEACON_PATH).length;
  return { context, page, beacons: () => witness.posted(BEACON_PATH).slice(before) };
}

/**
 * Opens `path` and waits until the measures' script has arrived (asked for once the page is idle, seconds after its
 * load on a busy machine), then a moment for the page. `measured` false (a browser with GPC): the script is never
 * asked for, so the same moment is given without it.
 */
async function visit(page: Page, path: string, measured = true) {
  await page.goto(path, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  if (measured) {
    await page.waitForFunction(
      (script) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === script),
      MEASURES_SCRIPT_PATH,
      { timeout: 60_000 },
    );
  }
  await page.waitForTimeout(1500);
}

/** Taps `target` as a finger would, and returns the longest event of that interaction (ms), as the bench reads it. */
async function tap(page: Page, selector: string): Promise<number> {
  const before = await page.evaluate(() => (window as unknown as { __interactions: number[] }).__interactions.length);
  const box = (await page.locator(selector).first().boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(2000);
  const durations = await page.evaluate((from) => (window as unknown as { __interactions: number[] }).__interactions.slice(from), before);
  expect(durations.length, `${selector}: an interaction measured`).toBeGreaterThan(0);
  return Math.max(...durations);
}

const totalViews = (report: Report, connection = 'toutes') => (report.connections[connection]?.kinds ?? []).reduce((sum, kind) => sum + kind.views, 0);

test('a phone on a slow network visits three kinds of page, opens the side menu and an FAQ answer, and leaves: one beacon each', async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page, beacons } = await phone(browser, witnessA);
  const script = page.waitForResponse((response) => new URL(response.url()).pathname === MEASURES_SCRIPT_PATH);
  await visit(page, '/');
  // Versioned by the build, so kept for good (Playwright's routes turn the cache off, hence the header checked).
  expect((await script).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The measures' script is asked for once the page has loaded, never competing with it.
  const loading = await page.evaluate((path) => {
    const script = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path);
    return script && { start: script.startTime, loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd };
  }, MEASURES_SCRIPT_PATH);
  expect(loading?.loaded).toBeGreaterThan(0);
  expect(loading!.start).toBeGreaterThan(loading!.loaded);
  tapped['/'] = await tap(page, 'header button[aria-haspopup="dialog"]');
  await visit(page, '/faq');
  tapped['/faq'] = await tap(page, '[data-testid="faq"] button[aria-expanded="false"]');
  await visit(page, `/jobs/${openJob.slug}`);
  await page.goto('about:blank');
  await expect.poll(() => beacons().length, { timeout: 15_000 }).toBe(3);
  await context.close();

  const sent = beacons().map((body) => JSON.parse(body) as { page: string; connection: string; values: Record<string, number> });
  expect(sent.map((beacon) => beacon.page)).toEqual(['/', '/faq', '/jobs/[slug]']);
  // Chrome's own estimate of the link, not a setting of the page.
  expect(sent.every((beacon) => beacon.connection === '3g')).toBe(true);
  for (const beacon of sent) expect(Object.keys(beacon.values)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
  // web-vitals' INP of each page is the tap measured there (the same Event Timing entries as the bench's).
  expect(sent[0]!.values.INP).toBe(tapped['/']);
  expect(sent[1]!.values.INP).toBe(tapped['/faq']);
  // Nothing that names the visitor or the address.
  for (const body of beacons()) expect(body).not.toMatch(/jobs\/[a-z]|http|127\.0\.0\.1|Mozilla/);
});

test('bad beacons are refused and a flood is held to the limit, while the site keeps serving pages', async () => {
  test.setTimeout(120_000);
  const post = (body: string, type = 'application/json', client = '197.239.5.4') =>
    fetch(`${siteA.origin}${BEACON_PATH}`, { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': client }, body });
  const good = { page: FLOODED, connection: '4g', device: 'moyen', origin: 'reseau', values: { LCP: 900, CLS: 0 }, elements: {} };
  const refused = {
    'malformed JSON': ['{"page": "/faq", ', 400],
    'wrong types': [JSON.stringify({ ...good, values: { LCP: '900' } }), 400],
    'a negative value': [JSON.stringify({ ...good, values: { LCP: -5 } }), 400],
    'an absurd value': [JSON.stringify({ ...good, values: { CLS: 1e9 } }), 400],
    'an unknown metric': [JSON.stringify({ ...good, values: { FID: 10 } }), 400],
    'an unknown kind of page': [JSON.stringify({ ...good, page: '/jobs/data-analyst' }), 400],
    'a body of 100 KB': [JSON.stringify({ ...good, remplissage: 'x'.repeat(100 * 1024) }), 413],
  } as const;
  for (const [what, [body, status]] of Object.entries(refused)) expect((await post(body)).status, what).toBe(status);
  expect((await post(JSON.stringify(good), 'text/plain')).status).toBe(415);

  // A thousand beacons in a second from one client, and pages asked for meanwhile (bench/beacon-flood.mjs measures
  // the pages' rate during a flood).
  const pages = Array.from({ length: 10 }, () => fetch(`${siteA.origin}/faq`).then((response) => response.status));
  const flood = await Promise.all(Array.from({ length: 1000 }, () => post(JSON.stringify(good), 'application/json', '197.239.5.5').then((response) => response.status)));
  expect(await Promise.all(pages)).toEqual(Array(10).fill(200));
  expect(flood.filter((status) => status === 204)).toHaveLength(60);
  expect(flood.filter((status) => status === 429)).toHaveLength(940);
  // Another client is not held back by the flood.
  expect((await post(JSON.stringify(good), 'application/json', '197.239.5.6')).status).toBe(204);
  floodTaken = 61;
});

test('a visitor whose browser asks not to be followed (Global Privacy Control), or offline, sends nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  let loadedBefore = 0;
  // First the same steps without either: they send the beacon, so the two checks after could not pass for want of
  // one. Its arrival is awaited (seconds on a busy machine); the silent cases are then checked again at the end.
  let silentSince: (() => readonly string[]) | undefined;
  for (const situation of ['neither', 'gpc', 'offline'] as const) {
    const { context, page, beacons } = await phone(browser, witnessB);
    silentSince ??= situation === 'gpc' ? beacons : undefined;
    if (situation === 'gpc') await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await visit(page, '/contact', situation !== 'gpc');
    if (situation === 'offline') await context.setOffline(true);
    // The tab closed: the page is hidden, then gone.
    await page.close();
    if (situation === 'neither') await expect.poll(() => beacons().length, { timeout: 15_000 }).toBe(1);
    else await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(beacons(), situation).toHaveLength(situation === 'neither' ? 1 : 0);
    // With GPC the script itself is never loaded.
    const loaded = witnessB.requests().filter((request) => request.startsWith(`GET ${MEASURES_SCRIPT_PATH}`)).length;
    expect(loaded, situation).toBe(loadedBefore + (situation === 'gpc' ? 0 : 1));
    loadedBefore = loaded;
    await context.close();
  }
  // Five seconds more: still nothing from the two silent visits.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(silentSince!(), 'gpc, then offline').toHaveLength(0);
  const post = () => fetch(`${siteB.origin}${BEACON_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page: '/contact', connection: '2g', device: 'faible', origin: 'copie', values: { TTFB: 1500 }, elements: {} }) });
  // Sent by a browser with GPC on anyway: answered, not counted.
  expect((await fetch(`${siteB.origin}${BEACON_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Sec-GPC': '1' }, body: '{}' })).status).toBe(204);
  for (let index = 0; index < SENT_TO_B - 1; index += 1) expect((await post()).status).toBe(204);
});

test('both instances stop at the same moment: the CMS holds exactly the page views sent, in their kinds and connection', async () => {
  test.setTimeout(120_000);
  // The site's token may only add to them; nobody else may even do that.
  const asSite = { Authorization: `Bearer ${CMS_TOKEN}`, 'Content-Type': 'application/json' };
  expect((await fetch(`${cms.origin}/api/mesures`, { headers: asSite })).status).toBe(404);
  // No such route (Strapi's router answers 405 for a path it knows with another method).
  expect([404, 405]).toContain((await fetch(`${cms.origin}/api/mesures/1`, { method: 'DELETE', headers: asSite })).status);
  const batch = JSON.stringify({ lot: 'lot-public-0001', lignes: [{ jour: '2026-11-28', type_page: '/faq', indicateur: 'vues', connexion: '4g', appareil: 'moyen', origine: 'reseau', element: '', borne: 0, nombre: 1000 }] });
  expect((await fetch(`${cms.origin}/api/mesures/ajout`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: batch })).status).toBe(403);
  expect(totalViews((await admin('/adive/mesures')) as Report)).toBe(0);
  await Promise.all([siteA.stopped(), siteB.stopped()]);
  const report = (await admin('/adive/mesures')) as Report;
  const views = (connection: string) => Object.fromEntries((report.connections[connection]?.kinds ?? []).map((kind) => [kind.page, kind.views]));
  // B's visit without GPC is the fourth page view on 3G; nothing of the GPC visitor nor of the offline one.
  expect(views('3g')).toEqual({ '/': 1, '/faq': 1, '/jobs/[slug]': 1, '/contact': 1 });
  expect(views('4g')).toEqual({ [FLOODED]: floodTaken });
  expect(views('2g')).toEqual({ '/contact': SENT_TO_B - 1 });
  expect(totalViews(report)).toBe(3 + floodTaken + SENT_TO_B - 1 + 1);
  // The INP kept for each tapped page is the bucket of the tap measured there.
  const inp = (page: string) => report.connections['3g']!.kinds.find((kind) => kind.page === page)!.metrics.INP;
  expect(inp('/')!.p75).toBe(bucketOf('INP', tapped['/']!));
  expect(inp('/faq')!.p75).toBe(bucketOf('INP', tapped['/faq']!));
  expect(report.connections['3g']!.slowest.map((entry) => entry.page).sort()).toEqual(['/', '/faq']);
});

test("the admin's widget shows them, by connection, to the firm", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await logInToAdmin(page, cms.origin, EDITOR);
  const widget = page.locator('[data-widget="mesures"]');
  await expect(widget.locator(`[data-page="${FLOODED}"]`)).toHaveAttribute('data-views', String(floodTaken));
  await widget.getByRole('button', { name: '3G', exact: true }).click();
  await expect(widget).toHaveAttribute('data-connexion', '3g');
  for (const kind of ['/', '/faq', '/jobs/[slug]']) await expect(widget.locator(`[data-page="${kind}"]`)).toHaveAttribute('data-views', '1');
  await expect(widget.locator(`[data-page="${FLOODED}"]`)).toHaveCount(0);
  await expect(widget.locator('[data-page="/faq"] [data-metric="INP"]')).toHaveAttribute('data-p75', String(bucketOf('INP', tapped['/faq']!)));
  await expect(widget.locator('[data-widget="inp-lents"] [data-element]')).toHaveCount(2);
  // docs/editors.md's picture of the widget, its title included, with these figures; the card, which scrolls what
  // does not fit its height, unrolled.
  if (process.env.E2E_SCREENSHOTS === '1') {
    mkdirSync(join('docs', 'images'), { recursive: true });
    await page.addStyleTag({ content: '*:has([data-widget="mesures"]) { overflow: visible !important; max-height: none !important; height: auto !important; grid-auto-rows: auto !important; }' });
    const title = (await page.getByText('Vitesse du site pour les visiteurs (28 jours)').boundingBox())!;
    const body = (await widget.boundingBox())!;
    const clip = { x: body.x - 24, y: title.y - 24, width: body.width + 48, height: body.y + body.height - title.y + 48 };
    await page.screenshot({ path: join('docs', 'images', 'admin-mesures-vitesse.png'), clip, fullPage: true });
  }
});
