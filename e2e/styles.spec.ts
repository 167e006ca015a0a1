import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The stylesheet scripts/build-styles.mjs wrote for the build under test (the same project folder).
const siteCss = readFileSync('styles/generated/site.css', 'utf8');
const INLINED_STYLE = /<style data-precedence="default" data-href="adive-site-css">([\s\S]*?)<\/style>/g;

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

test.describe('styles inlined once', () => {
  test('pages carry the whole stylesheet once in their HTML, and link no stylesheet and no font', async ({ request }) => {
    expect(siteCss.length, 'the generated stylesheet').toBeGreaterThan(20_000);
    for (const path of ['/accueil', '/faq', '/nos-offres-emplois', '/page-inexistante']) {
      const html = await (await request.get(path)).text();
      const inlined = [...html.matchAll(INLINED_STYLE)];
      expect(inlined, `${path}: one inlined stylesheet`).toHaveLength(1);
      expect(inlined[0]?.[1], `${path}: the built stylesheet, whole`).toBe(siteCss);
      expect(html, `${path}: no linked stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // Once: neither the React payload at the end of the page nor anything else repeats it.
      expect(occurrences(html, '.bg-brand-gradient{'), `${path}: a rule of the stylesheet`).toBe(1);
      expect(html, `${path}: no font preloaded`).not.toMatch(/<link[^>]+as="font"/);
    }
    expect(siteCss, 'no web font declared').not.toContain('@font-face');
  });

  test('the page is styled before any script, in the system font, requests no stylesheet and no font, and stays styled after client navigation', async ({
    page,
  }) => {
    const stylesheetsAndFonts: string[] = [];
    page.on('request', (request) => {
      if (['stylesheet', 'font'].includes(request.resourceType())) stylesheetsAndFonts.push(request.url());
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
    expect(first.font).toMatch(/^system-ui, .*sans-serif$/);
    expect(first.headerPosition).toBe('sticky');
    expect(first.inlined).toBe(1);

    await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toBeVisible();
    // A client navigation: the inlined styles of the first page still apply, and were not added again.
    expect(await styled()).toEqual(first);
    expect(stylesheetsAndFonts).toEqual([]);
  });

  test('without JavaScript the page is styled too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position)).toBe('sticky');
    await context.close();
  });
});
