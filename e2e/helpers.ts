import type { Browser, Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CMS_API } from './env';

/** Reads a collection straight from the CMS under test (Strapi 5 flat shape). */
export async function cmsList<T = Record<string, unknown>>(path: string): Promise<T[]> {
  const response = await fetch(`${CMS_API}${path}`);
  if (!response.ok) throw new Error(`CMS ${path}: ${response.status}`);
  const body = (await response.json()) as { data: T[] };
  return body.data;
}

export const VIEWPORTS = {
  mobile: { width: 412, height: 915 },
  desktop: { width: 1280, height: 900 },
} as const;

export const SCREENSHOT_DIR = join(process.cwd(), 'e2e', '.artifacts', 'screenshots');

const DEFERRED_BLOCKS_DRAWN = '.render-when-near { content-visibility: visible !important; }';

/**
 * Draws the render-when-near blocks (styles/render-estimates.css) as a visitor who scrolled would see them: otherwise a
 * full-page capture or audit meets them skipped (blank, or their text judged against the white page).
 */
export async function renderDeferredBlocks(page: Page) {
  await page.addStyleTag({ content: DEFERRED_BLOCKS_DRAWN });
}

/**
 * Captures to look at, taken only with E2E_SCREENSHOTS=1: a full-page capture costs about as much as loading the
 * page, and no test reads them (over a hundred per run, about a minute of the suite).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** With E2E_SCREENSHOTS=1: a full-page screenshot kept as a test artifact (attached to the report, written to e2e/.artifacts). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Applied by Playwright for the capture only, so it works on pages loaded without JavaScript too.
  await page.screenshot({ path, fullPage, style: DEFERRED_BLOCKS_DRAWN });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Third-party services (comments, video, map, e-mail) never answer in tests: their requests stop here. */
export async function blockThirdParties(page: Page) {
  await page.route(/disqus|youtube|openstreetmap|emailjs/, (route) => route.abort());
}

/** A page of the site opened with JavaScript off (a fresh context, closed by `close`). */
export async function noScriptPage(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

/** Waits until the site's service worker controls the page (it registers once the page is idle). */
export async function serviceWorkerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}
