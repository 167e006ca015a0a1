import { expect, test, type Page } from '@playwright/test';
import { allSitePaths } from './pages';

// A slow network delivers the HTML in pieces and the browser paints between them. Here the parser is held for
// 700 ms in the middle of the page opening (before its h1), by a script that answers late, on a phone-sized screen
// with a slowed CPU: nothing drawn in that pause may move once the rest of the page arrives.
const HOLD_MS = 700;
const HELD_SCRIPT = '/parser-held-opening.js';

type Shift = { value: number; sources: string[] };

async function loadWithOpeningHeld(page: Page, path: string): Promise<Shift[]> {
  await page.route(`**${HELD_SCRIPT}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const opening = html.indexOf('id="ouverture"');
    const heading = html.indexOf('<h1', opening);
    expect(opening, `${path}: the page has an opening`).toBeGreaterThan(0);
    expect(heading, `${path}: the opening holds the h1`).toBeGreaterThan(opening);
    const held = `${html.slice(0, heading)}<script src="${HELD_SCRIPT}"></script>${html.slice(heading)}`;
    const headers = { ...response.headers() };
    delete headers['content-security-policy']; // The test's own script, not the page's policy, is under test.
    await route.fulfill({ response, headers, body: held });
  });
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const classes = typeof node.className === 'string' ? node.className.split(' ').slice(0, 4).join('.') : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await expect(page.locator('#ouverture h1')).toBeVisible();
  await page.waitForLoadState('load');
  // Let late work (hydration, counters, pictures) settle before reading the entries.
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

test.describe('no layout shift while the page streams in', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const path of ['/accueil', '/faq', '/nos-offres-emplois', '/contact']) {
    test(`${path}: what is drawn while the HTML is still coming never moves`, async ({ page }) => {
      const shifts = await loadWithOpeningHeld(page, path);
      expect(shifts, `${path}: layout shifts ${JSON.stringify(shifts)}`).toEqual([]);
    });
  }

  test('a job page: what is drawn while the HTML is still coming never moves', async ({ page, request }) => {
    const path = (await allSitePaths(request)).find((candidate) => candidate.startsWith('/jobs/'));
    expect(path, 'a job page in the sitemap').toBeDefined();
    const shifts = await loadWithOpeningHeld(page, path!);
    expect(shifts, `${path}: layout shifts ${JSON.stringify(shifts)}`).toEqual([]);
  });
});
