import { expect, test } from '@playwright/test';
import { audit, type Finding } from './axe';
import { watchCspViolations } from './csp';
import { blockThirdParties, saveScreenshot, VIEWPORTS } from './helpers';
import { routeSamples, shardOf } from './pages';

// Every kind of page of the site (e2e/pages.ts, routeSamples: each page that is not a CMS item, the first item of each
// kind, a second page of a list, the 404 page) opened once per width in a real browser, and each check that needs a
// loaded page made on it then: no Content-Security-Policy violation, no axe-core WCAG 2.2 A/AA or best-practice
// violation, and, with E2E_SCREENSHOTS=1, a full-page capture to look at. One visit for the three: they were three
// sweeps over the same pages at the same widths. The other items of a kind are the same page with other content: the
// W3C checker (e2e/html.spec.ts) and the link check read every one of them.

/** Tests per width: each stays far under its time limit on a slow machine, and the two workers share them. */
const SHARDS = { desktop: 4, mobile: 4 } as const;

for (const [name, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
  for (let shard = 0; shard < SHARDS[name]; shard += 1) {
    test(`at ${viewport.width} px: no policy violation and no axe violation on every kind of page (part ${shard + 1}/${SHARDS[name]})`, async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      // Third-party services are unreachable in tests; their requests, when a page makes any, are stopped here.
      await blockThirdParties(page);
      await page.setViewportSize(viewport);
      const violations = await watchCspViolations(page);
      const paths = shardOf(await routeSamples(request), shard, SHARDS[name]);
      expect(paths.length).toBeGreaterThan(0);
      const findings: Record<string, Finding[]> = {};
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Before the audit: it adds a style of its own to the page.
        expect(await violations(), path).toEqual([]);
        const found = await audit(page);
        if (found.length) findings[path] = found;
        await saveScreenshot(page, testInfo, `page-${viewport.width}${path === '/' ? '-accueil' : path.replaceAll('/', '-')}`);
      }
      expect(findings).toEqual({});
    });
  }
}
