// The English and Arabic editions as crawlers, visitors without JavaScript and visitors who chose a language meet them
// (DESIGN.md « Editions »): their pages' language and direction, the reciprocal hreflang set, the switcher, an item
// not yet translated, and each edition's not-found page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SITE } from './env';
import { blockThirdParties, saveScreenshot, VIEWPORTS } from './helpers';
import { routeSamples } from './pages';

const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as {
  facts: { untranslatedJobSlug: string };
  jobs: { slug: string; titre: string }[];
};
const untranslated = seed.jobs.find((job) => job.slug === seed.facts.untranslatedJobSlug)!;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

type PageHead = { status: number; lang: string; dir: string; robots: string; canonical: string; alternates: Record<string, string> };

/** What a crawler reads of a page: its status, <html lang dir>, robots, canonical and hreflang links (absolute). */
async function readPage(request: APIRequestContext, path: string): Promise<PageHead> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const root = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  const attribute = (tag: string, name: string) => decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const alternates: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)) {
    const hreflang = attribute(tag, 'hrefLang') || attribute(tag, 'hreflang');
    if (hreflang) alternates[hreflang] = attribute(tag, 'href');
  }
  const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(head)?.[0] ?? '';
  const robots = /<meta[^>]*name="robots"[^>]*>/.exec(head)?.[0] ?? '';
  return { status: response.status(), lang: attribute(root, 'lang'), dir: attribute(root, 'dir'), robots: attribute(robots, 'content'), canonical: attribute(canonical, 'href'), alternates };
}

const editionOf = (path: string) => (/^\/(en|ar)(\/|$)/.exec(path)?.[1] ?? 'fr') as 'fr' | 'en' | 'ar';
const absolute = (path: string) => new URL(path, SITE).href.replace(/\/$/, '');

test.describe('the editions', () => {
  test('every kind of page in the three editions: its language and direction on the server, a reciprocal hreflang set with x-default, its own canonical', async ({ request }) => {
    test.setTimeout(240_000);
    const samples = (await routeSamples(request)).filter((path) => !path.includes('page-inexistante') && !path.includes('?'));
    expect(samples.filter((path) => editionOf(path) === 'en').length).toBeGreaterThan(15);
    expect(samples.filter((path) => editionOf(path) === 'ar').length).toBeGreaterThan(15);
    const heads = new Map<string, PageHead>();
    for (const path of samples) heads.set(path, await readPage(request, path));
    for (const [path, head] of heads) {
      const edition = editionOf(path);
      expect([path, head.status, head.lang, head.dir]).toEqual([path, 200, edition, edition === 'ar' ? 'rtl' : 'ltr']);
      if (head.robots.includes('noindex')) {
        expect([path, head.alternates]).toEqual([path, {}]);
        continue;
      }
      // An alias (/accueil, /services/trainings) names its page as canonical, in the same edition; any other page itself.
      const canonical = new URL(head.canonical || path, SITE).pathname;
      expect([path, editionOf(canonical)]).toEqual([path, edition]);
      // Its canonical page in its set, French as x-default, and every page of the set naming the same set.
      const set = head.alternates;
      expect([path, Object.keys(set).sort()]).toEqual([path, ['ar', 'en', 'fr', 'x-default']]);
      expect([path, set['x-default']]).toEqual([path, set.fr]);
      expect([path, absolute(set[edition] ?? '')]).toEqual([path, absolute(canonical)]);
      for (const other of ['fr', 'en', 'ar'] as const) {
        const otherPath = new URL(set[other] ?? '', SITE).pathname;
        const otherHead = heads.get(otherPath) ?? (await readPage(request, otherPath));
        expect([path, other, otherHead.alternates]).toEqual([path, other, set]);
      }
    }
  });

  test('an address of no page answers that edition’s not-found page, 404, in its language', async ({ request }) => {
    for (const [path, lang, heading] of [
      ['/en/nowhere', 'en', 'Sorry, we cannot find this page'],
      ['/ar/nowhere', 'ar', 'عذرًا، لم نعثر على هذه الصفحة'],
      ['/en/a-propos-de-nous', 'en', 'Sorry, we cannot find this page'],
    ] as const) {
      const response = await request.get(path);
      const html = await response.text();
      expect([path, response.status()]).toEqual([path, 404]);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(heading);
    }
  });

  test('the switcher is plain links to the same page, working without JavaScript, right to left in Arabic', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/a-propos-de-nous');
    await page.setViewportSize({ width: 1280, height: 800 });
    const switcher = page.getByRole('navigation', { name: 'Langue' });
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/À propos/);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('a visitor who chose English is offered the English page on a French one, and no more: no redirect', async ({ page, request }) => {
    await page.goto('/faq');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'selectedLang')?.value).toBe('en');
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    // A crawler with a cookie that says Arabic still gets the French page, never sent elsewhere.
    const response = await request.get('/contact', { headers: { cookie: 'selectedLang=ar', 'accept-language': 'ar' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="fr"');
  });

  test('an offer not yet translated: on the English list marked as French, its page in French with a notice, kept out of the index, the hreflang set and the English sitemap', async ({ page, request }) => {
    await page.goto('/en/jobs');
    const card = page.getByTestId('job-card').filter({ hasText: untranslated.titre });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('In French')).toBeVisible();
    await expect(card.getByRole('link', { name: untranslated.titre, exact: true })).toHaveAttribute('lang', 'fr');
    const path = `/en/jobs/${untranslated.slug}`;
    const head = await readPage(request, path);
    expect(head).toMatchObject({ status: 200, lang: 'en', alternates: {} });
    expect(head.robots).toContain('noindex');
    await page.goto(path);
    await expect(page.getByRole('note').filter({ hasText: 'has not been translated into English yet' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/jobs/${untranslated.slug}</loc>`);
    expect(sitemap).not.toContain(`/en/jobs/${untranslated.slug}<`);
    expect(sitemap).not.toContain(`/ar/jobs/${untranslated.slug}<`);
  });

  test('a translated offer asked by its French slug in English leads to its English page for good', async ({ request }) => {
    const french = await readPage(request, '/jobs/commercial-terrain');
    const english = new URL(french.alternates.en ?? '', SITE).pathname;
    expect(english).toMatch(/^\/en\/jobs\/[a-z0-9-]+$/);
    expect(english).not.toBe('/en/jobs/commercial-terrain');
    const response = await request.get('/en/jobs/commercial-terrain', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    // Next 16.4 writes the header twice (the same value) on the first, uncached answer.
    const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(new URL(location.value, SITE).pathname).toBe(english);
  });

  for (const [edition, prefix] of [['ar', '/ar'], ['en', '/en']] as const) {
    test(`the ${edition === 'ar' ? 'Arabic edition reads right to left' : 'English edition reads left to right'}: its header, side menu, forms and prices (screenshots with E2E_SCREENSHOTS=1)`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await blockThirdParties(page);
      const rightToLeft = edition === 'ar';
      /** Whether `box` sits on the side the line starts from (the right in Arabic). */
      const atLineStart = async (locator: ReturnType<Page['locator']>, width: number) => {
        const box = await locator.boundingBox();
        if (!box) return false;
        const middle = box.x + box.width / 2;
        return rightToLeft ? middle > width / 2 : middle < width / 2;
      };
      for (const [width, viewport] of [[412, VIEWPORTS.mobile], [1280, VIEWPORTS.desktop]] as const) {
        await page.setViewportSize(viewport);
        for (const [name, path] of [['home', ''], ['jobs', '/jobs'], ['quote', '/request-a-quote']] as const) {
          await page.goto(`${prefix}${path}`);
          await expect(page.locator('html')).toHaveAttribute('dir', rightToLeft ? 'rtl' : 'ltr');
          // Nothing off the page on either side: right to left, a box pushed far left would be scrolled to.
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} ${width}: page wider than the screen`).toBeLessThanOrEqual(0);
          // The logo opens the line: on the right in Arabic.
          expect(await atLineStart(page.locator(`header a[href="${prefix}"][aria-label]`), viewport.width), `${name} ${width}: logo`).toBe(true);
          // Phone numbers read left to right inside Arabic text; the footer's dates are in the page's language.
          await expect(page.locator('footer a[href^="tel:"] bdi[dir="ltr"]').first()).toBeAttached();
          await expect(page.getByTestId('footer-recent-posts')).not.toContainText(/janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/);
          await saveScreenshot(page, testInfo, `edition-${edition}-${name}-${width}`);
        }
        const quote = page.getByTestId('quote-form');
        const email = quote.locator('input[type="email"]');
        await expect(email).toHaveAttribute('dir', 'ltr');
        const offerPath = await page.evaluate(async (jobs) => {
          const html = await (await fetch(jobs)).text();
          return /href="(\/(?:en|ar)\/jobs\/[a-z0-9-]+)"/.exec(html)?.[1] ?? '';
        }, `${prefix}/jobs`);
        await page.goto(offerPath);
        await saveScreenshot(page, testInfo, `edition-${edition}-offer-${width}`);
        if (width === 412) {
          await page.getByRole('button', { name: rightToLeft ? 'فتح القائمة' : 'Open the menu' }).click();
          const menu = page.getByRole('dialog');
          await expect(menu).toBeVisible();
          // The side menu comes from the side the line starts from.
          expect(await atLineStart(menu, viewport.width), `side menu ${width}`).toBe(true);
          await saveScreenshot(page, testInfo, `edition-${edition}-side-menu-${width}`, { fullPage: false });
        }
      }
    });
  }
});
