import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { routeSamples } from './pages';

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

test.describe('the first frame holds the page opening', () => {
  const EXPECT_LINK = '<link rel="expect" href="#ouverture-fin" blocking="render"/>';

  test('every kind of page holds its rendering, from the <head>, until its whole opening (banner or hero, with the h1) is parsed', async ({
    request,
  }) => {
    for (const path of await routeSamples(request)) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(occurrences(head, EXPECT_LINK), `${path}: the render-blocking link, in the head`).toBe(1);
      if (path.endsWith('/page-inexistante')) continue; // A short page without a banner: rendered once parsed.
      expect(occurrences(html, 'id="ouverture"'), `${path}: one opening`).toBe(1);
      const openingStart = html.indexOf('id="ouverture"');
      const opening = html.slice(openingStart, html.indexOf('</section>', openingStart));
      expect(opening, `${path}: the h1 is in the opening`).toContain('<h1');
      expect(opening, `${path}: the awaited element closes the opening`).toMatch(/<span id="ouverture-fin" hidden=""><\/span>$/);
    }
  });

  test('in Chromium, no frame is drawn before the opening is parsed, even while the HTML after the header is slow to come', async ({
    page,
  }) => {
    // The parser is held for 600 ms just before the opening, by a script that answers late (as a slow network
    // would hold the rest of the page). Without the render-blocking link, Chromium drew the header alone meanwhile.
    await page.route('**/parser-held.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route(/\/faq$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<section id="ouverture"', '<script src="/parser-held.js"></script><section id="ouverture"');
      expect(html, 'the held script is in the page').toContain('parser-held.js');
      const headers = { ...response.headers() };
      delete headers['content-security-policy']; // The test's own script, not the page's policy, is under test.
      await route.fulfill({ response, headers, body: html });
    });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { openingAtFirstFrame: boolean }).openingAtFirstFrame = document.getElementById('ouverture') !== null;
      });
    });
    await page.goto('/faq');
    await expect(page.locator('#ouverture h1')).toHaveText('Foire aux questions');
    expect(await page.evaluate(() => (window as unknown as { openingAtFirstFrame?: boolean }).openingAtFirstFrame)).toBe(true);
  });
});

test.describe('blocks below the fold rendered only near the screen', () => {
  // checkVisibility({ contentVisibilityAuto: true }) is false for what content-visibility: auto skips right now.
  const rendered = (selector: string) => (page: Page) =>
    page.locator(selector).first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  test('on a phone, the home page renders its hero at once, its lower sections and footer only as they near the screen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/accueil');
    expect(await rendered('main h1')(page)).toBe(true);
    for (const selector of ['#temoignages', '#cta-heading', '#actualites']) {
      expect(await rendered(selector)(page), selector).toBe(false);
    }
    // Nor the footer, far below: it waits too (its reserved height keeps contrast checkers right, see Footer.tsx).
    expect(await rendered('footer h2')(page)).toBe(false);
    // Scrolled to, the closing call to action is drawn, whole and readable (nothing clipped by the containment).
    await page.locator('#cta-heading').scrollIntoViewIfNeeded();
    await expect.poll(() => rendered('#cta-heading')(page)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Abonnez-vous à notre newsletter' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'contact@adive.net' })).toBeVisible();
    await context.close();
  });

  test('the footer reserves at least its drawn height, and not much more, on phones, tablets and wide screens', async ({ browser }) => {
    // At least: contrast checkers judge skipped text lying past the reserved box against the white page (Footer.tsx).
    // Not much more: a jump to the end of the page must land on the footer once it is drawn.
    for (const width of [320, 412, 640, 768, 1023, 1024, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 768 });
      const page = await context.newPage();
      await page.goto('/accueil'); // A long page: the footer is far below the screen on load.
      const footer = page.locator('footer');
      const height = () => footer.evaluate((element) => element.getBoundingClientRect().height);
      expect(await rendered('footer h2')(page), `${width} px, on load`).toBe(false);
      const reserved = await height();
      await footer.scrollIntoViewIfNeeded();
      await expect.poll(() => rendered('footer h2')(page)).toBe(true);
      const drawn = await height();
      expect(reserved, `${width} px: reserved ${reserved}, drawn ${drawn}`).toBeGreaterThanOrEqual(drawn);
      expect(reserved - drawn, `${width} px: reserved ${reserved}, drawn ${drawn}`).toBeLessThanOrEqual(160);
      await context.close();
    }
  });

  test('on a phone, a jump to the end of the home page (scrollbar dragged down, a fast swipe) lands on its footer', async ({ browser }) => {
    // The reserved heights are the blocks' measured ones, so the blocks drawn on arrival hardly move the page.
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/accueil');
    // Where the scrollbar ends while the lower blocks are not drawn yet.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Once the page has settled (the blocks drawn on arrival may grow and move it), the footer is on screen.
    let lastY = -1;
    await expect
      .poll(
        async () => {
          const y = await page.evaluate(() => window.scrollY);
          const settled = y === lastY && y > 1000;
          lastY = y;
          return settled;
        },
        { intervals: [300] },
      )
      .toBe(true);
    const footerOnScreen = await page
      .locator('footer')
      .evaluate((footer) => footer.getBoundingClientRect().top < window.innerHeight - 100);
    expect(footerOnScreen).toBe(true);
    await context.close();
  });

  test('on a narrow phone (320 px), no skipped block widens the page, before or after it is drawn', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true });
    const page = await context.newPage();
    for (const path of ['/accueil', '/nos-actualites', '/nos-formations', '/nos-offres-emplois']) {
      await page.goto(path);
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth(), `${path} on load`).toBeLessThanOrEqual(320);
      // The page's last deferred block, scrolled to, is drawn.
      const lastDeferred = page.locator('.render-when-near').last();
      await lastDeferred.scrollIntoViewIfNeeded();
      await expect
        .poll(() => lastDeferred.locator(':scope > *').first().evaluate((child) => child.checkVisibility({ contentVisibilityAuto: true })))
        .toBe(true);
      expect(await pageWidth(), `${path} scrolled down`).toBeLessThanOrEqual(320);
    }
    await context.close();
  });

  test('skipped blocks stay in the page for search, links and assistive technologies', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/nos-actualites');
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(3);
    // A card's own box is laid out (it holds its place); what content-visibility skips is its content.
    const titleRendered = (card: Locator) =>
      card.locator('h2, h3').first().evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
    // The first card (its picture is the page's largest paint) is drawn at once; the last one waits.
    expect(await titleRendered(cards.first())).toBe(true);
    expect(await titleRendered(cards.last())).toBe(false);
    // Yet its heading is in the accessibility tree and its link reachable from the keyboard.
    const lastTitle = (await cards.last().locator('h2, h3').first().textContent())!.trim();
    await expect(page.getByRole('heading', { name: lastTitle }).last()).toBeAttached();
    await cards.last().getByRole('link').last().focus();
    await expect.poll(() => titleRendered(cards.last())).toBe(true);
    await context.close();
  });
});
