import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The stylesheet scripts/build-styles.mjs wrote for the build under test (the same project folder).
const siteCss = readFileSync('styles/generated/site.css', 'utf8');
const INLINED_STYLE = /<style data-precedence="default" data-href="adive-site-css">([\s\S]*?)<\/style>/g;
const FONT_URL = '/fonts/inter-latin-wght-normal.woff2';

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

test.describe('styles inlined once', () => {
  test('pages carry the whole stylesheet once in their HTML, link none, and preload the font', async ({ request }) => {
    expect(siteCss.length, 'the generated stylesheet').toBeGreaterThan(20_000);
    for (const path of ['/accueil', '/faq', '/nos-offres-emplois', '/page-inexistante']) {
      const html = await (await request.get(path)).text();
      const inlined = [...html.matchAll(INLINED_STYLE)];
      expect(inlined, `${path}: one inlined stylesheet`).toHaveLength(1);
      expect(inlined[0]?.[1], `${path}: the built stylesheet, whole`).toBe(siteCss);
      expect(html, `${path}: no linked stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // Once: neither the React payload at the end of the page nor anything else repeats it.
      expect(occurrences(html, '.bg-brand-gradient{'), `${path}: a rule of the stylesheet`).toBe(1);
      expect(html, `${path}: the font preloaded`).toMatch(
        new RegExp(`<link rel="preload" href="${FONT_URL}" as="font" crossorigin="" type="font/woff2"/>`),
      );
    }
  });

  test('the page is styled before any script, requests no stylesheet, and stays styled after client navigation', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/accueil');
    const styled = () =>
      page.evaluate(() => {
        const header = document.querySelector('header');
        return {
          font: getComputedStyle(document.body).fontFamily,
          headerPosition: header ? getComputedStyle(header).position : '',
          inlined: document.querySelectorAll('style[data-href="adive-site-css"]').length,
        };
      });
    const first = await styled();
    expect(first.font).toContain('Inter');
    expect(first.headerPosition).toBe('sticky');
    expect(first.inlined).toBe(1);

    await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toBeVisible();
    // A client navigation: the inlined styles of the first page still apply, and were not added again.
    expect(await styled()).toEqual(first);
    expect(stylesheets).toEqual([]);
  });

  test('without JavaScript the page is styled too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position)).toBe('sticky');
    await context.close();
  });

  test('the font is served with the headers of a file and kept a month', async ({ request }) => {
    const response = await request.get(FONT_URL);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('font/woff2');
    expect(headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=31536000');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBeUndefined();
    expect((await response.body()).length).toBeGreaterThan(10_000);
  });
});
