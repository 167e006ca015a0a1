import { expect, test, type APIResponse, type Page, type Route } from '@playwright/test';
import { messages, serverMessages } from '../lib/messages';
import { REQUEST_RATE_LIMITED } from '../lib/forms/rateLimited';
import { site } from '../lib/site';
import { cmsList, saveScreenshot, VIEWPORTS } from './helpers';

type FlatNewsPost = { titre: string; slug: string; publishedAt: string };
type FlatJob = { slug: string };

async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} a[href^="/"]`).evaluateAll((links) =>
    links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''),
  );
}

test.describe('site chrome', () => {
  test('every link of the header, submenus, side menu, bottom bar and footer answers a page', async ({ page, request }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const desktopLinks = [...(await hrefsIn(page, 'header')), ...(await hrefsIn(page, 'footer'))];

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const sideMenuLinks = await hrefsIn(page, '[role="dialog"]');
    const bottomBarLinks = await hrefsIn(page, 'nav[aria-label="Navigation rapide"]');

    // Every entry the menus must offer: header, side menu extras, bottom bar in order (spec section 2).
    for (const href of [
      '/accueil', '/a-propos-de-nous', '/nos-services', '/nos-formations', '/nos-offres-emplois', '/demander-un-devis', '/contact',
      '/services/formations-profesionnelles', '/services/conseils', '/digital/transformation-digitale', '/services/mise-en-relation',
      '/services/prospection', '/digital/strategie-marketing-digital', '/digital/strategie-communication-digitale',
      '/digital/conception-graphique', '/digital/developpement-applicatif', '/digital/data-analyse', '/login',
    ]) {
      expect(desktopLinks, `header links ${href}`).toContain(href);
    }
    for (const href of ['/nos-actualites', '/adive-biblio', '/faq']) expect(sideMenuLinks).toContain(href);
    expect(bottomBarLinks).toEqual(['/accueil', '/nos-services', '/login', '/contact']);

    const all = [...new Set([...desktopLinks, ...sideMenuLinks, ...bottomBarLinks])];
    // 27 menu and footer pages plus the 3 newest posts.
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const href of all) {
      const response = await request.get(href);
      expect(response.status(), `${href} answers`).toBe(200);
      // The not-found text rendered as HTML (escaped apostrophe), not the copy inside the RSC payload.
      const html = await response.text();
      expect(html.includes('Opp&#x27;s ! Cette page est introuvable'), `${href} is not the not-found page`).toBe(false);
    }
  });

  test('an unknown path answers 404 with the not-found text and a link home', async ({ page, request }) => {
    const response = await request.get('/cette-page-n-existe-pas');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Opp&#x27;s ! Cette page est introuvable');

    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { name: "Opp's ! Cette page est introuvable" })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown slugs of detail routes are real 404s with the not-found page in the HTML', async ({ request, browser }) => {
    for (const path of ['/actualite/inconnu-xyz', '/formations/inconnu-xyz', '/jobs/inconnu-xyz']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      // Rendered as HTML (escaped apostrophe), inside the site's layout: not only in the React payload.
      expect(html, path).toContain('Opp&#x27;s ! Cette page est introuvable</h1>');
      expect(html, path).toContain('<html lang="fr"');
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jobs/inconnu-xyz');
    await expect(page.getByRole('heading', { name: "Opp's ! Cette page est introuvable" })).toBeVisible();
    await context.close();
  });

  test('behind an https reverse proxy, the 404s the proxy rewrites stay 404 pages (never a 500)', async ({ request }) => {
    // A TLS-terminating proxy sends X-Forwarded-Proto: https. With a loopback listen address, Next.js sent these
    // rewrites over the network to itself, in https, and answered 500 (vercel/next.js#94745).
    for (const path of ['/actualite/inconnu-xyz', '/jobs/inconnu-xyz', '/nos-actualites/tag/inconnu-xyz', '/%E0%A4%A']) {
      const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Opp&#x27;s ! Cette page est introuvable</h1>');
    }
  });

  test('the footer shows the 3 newest posts, in the server HTML', async ({ request }) => {
    const newest = await cmsList<FlatNewsPost>('/blogs?sort=publishedAt:desc&pagination[limit]=3&fields[0]=titre&fields[1]=slug');
    expect(newest).toHaveLength(3);
    const html = await (await request.get('/contact')).text();
    const footer = html.slice(html.indexOf('data-testid="footer-recent-posts"'));
    const order = newest.map((post) => footer.indexOf(`href="/actualite/${post.slug}"`));
    for (const position of order) expect(position).toBeGreaterThan(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(footer.match(/href="\/actualite\//g)).toHaveLength(3);
    expect(html).toContain('© 2023 ADIVE');
  });

  test('the active menu item follows the path rule and is remembered across a reload', async ({ page }) => {
    const [job] = await cmsList<FlatJob>('/jobs?pagination[limit]=1&fields[0]=slug');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.setViewportSize(VIEWPORTS.desktop);
    const active = page.locator('nav[aria-label="Menu principal"] [data-active="true"]');

    await page.goto('/nos-formations');
    await expect(active).toHaveAttribute('data-menu-id', 'trainings');
    await page.goto('/services/conseils');
    await expect(active).toHaveAttribute('data-menu-id', 'services');
    await page.goto('/digital/data-analyse');
    await expect(active).toHaveAttribute('data-menu-id', 'digital');
    await page.goto(`/jobs/${job!.slug}`);
    await expect(active).toHaveAttribute('data-menu-id', 'jobs');
    // The server's HTML already shows it; the page remembers it once hydrated (before that, a slow machine could
    // leave the page with the previous item remembered).
    const remembered = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('root') ?? '{}').state?.activeMenu);
    await expect.poll(remembered).toBe('jobs');

    // A page outside the menus keeps the remembered item, also after a reload (sessionStorage key "root").
    await page.goto('/login');
    await expect(active).toHaveAttribute('data-menu-id', 'jobs');
    await page.reload();
    await expect(active).toHaveAttribute('data-menu-id', 'jobs');
    expect(await remembered()).toBe('jobs');
    // Reading the remembered item after mount causes no hydration mismatch.
    expect(consoleErrors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('desktop submenus open from the keyboard and close on Escape', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/a-propos-de-nous');
    const digital = page.locator('nav[aria-label="Menu principal"] button[data-menu-id="digital"]');
    await digital.focus();
    await expect(digital).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(digital).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Stratégie marketing digital' }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Stratégie de communication digitale' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(digital).toHaveAttribute('aria-expanded', 'false');
    await expect(digital).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(digital).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Data et analyse' }).first().click();
    await expect(page).toHaveURL(/\/digital\/data-analyse$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data et analyse' })).toBeVisible();
  });

  test('the side menu is drawn only when opened; its extra links stay in every page\'s footer for crawlers', async ({ page, request }) => {
    for (const path of ['/accueil', '/faq', '/contact']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('aria-label="Menu mobile"');
      const footer = html.slice(html.indexOf('<footer'));
      for (const href of ['/nos-actualites', '/adive-biblio', '/faq']) expect(footer, `${path} ${href}`).toContain(`href="${href}"`);
    }
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/faq');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'FAQ' })).toBeVisible();
    const newsletterField = dialog.getByRole('textbox', { name: /actualités/i });
    await expect(newsletterField).toBeVisible();
    await expect(dialog.getByLabel('Langue')).toBeVisible();
    // Once drawn it stays: an address typed, then the menu closed and opened again, is still there.
    await newsletterField.fill('awa@exemple');
    await dialog.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(newsletterField).toHaveValue('awa@exemple');
  });

  test('the side menu traps focus and closes on Escape', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // The drawer covers the whole height of the screen (not clipped to the sticky header).
    const box = await dialog.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(VIEWPORTS.mobile.height);
    await expect(dialog.getByRole('textbox', { name: /e-mail|actualités/i })).toBeVisible();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(dialog).toBeHidden();
  });

  test('in the system font (wider here than on phones), each header item stays on one line and the header fits', async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/formations/' + (await cmsList<{ slug: string }>('/formations?pagination[limit]=1&fields[0]=slug'))[0]!.slug);
      // The menu's items (a submenu hangs below its item, out of the flow) and the quote button beside them.
      const items = page.locator('nav[aria-label="Menu principal"] > ul > li, header a.btn');
      expect(await items.count()).toBe(9);
      const wrapped = await items.evaluateAll((elements) =>
        elements.filter((element) => element.getBoundingClientRect().height > 48).map((element) => element.textContent?.trim()),
      );
      expect(wrapped, `at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test('the bottom bar is shown on small screens only', async ({ page }) => {
    const bar = page.locator('nav[aria-label="Navigation rapide"]');
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/contact');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(bar).toBeHidden();
  });

  test('the page works without JavaScript: header, breadcrumb and footer are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/nos-services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos services' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/accueil');
    await expect(page.getByTestId('footer-recent-posts').getByRole('link')).toHaveCount(3);
    // Nothing of the page waits in a hidden streamed segment that only JavaScript would reveal.
    const html = await (await page.request.get('/nos-services')).text();
    expect(html).not.toMatch(/<div hidden id="S:/);
    await context.close();
  });
});

test.describe('loading', () => {
  test('a list page that is slow to arrive shows the 10-row skeleton, then the page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/a-propos-de-nous');
    // Hold back the page data of the job list for a moment (client navigation fetches it with the RSC header).
    await page.route('**/nos-offres-emplois**', async (route) => {
      if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('nav[aria-label="Menu principal"]').getByRole('link', { name: 'Emplois' }).click();
    const skeleton = page.getByTestId('list-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.space-y-3 > div')).toHaveCount(10);
    await expect(page).toHaveURL(/\/nos-offres-emplois$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(skeleton).toBeHidden();
  });

  test('the skeleton is never part of the server HTML of a list page', async ({ request }) => {
    for (const path of ['/nos-actualites', '/nos-formations', '/nos-offres-emplois', '/adive-biblio', '/faq']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('data-testid="list-skeleton"');
    }
  });
});

/**
 * Hands `onFound` whichever built script registers the client module `exportName` (Turbopack's `x.s(["Name",…])`);
 * other scripts pass untouched. Returns the paths handed over.
 */
async function interceptClientModule(
  page: Page,
  exportName: string,
  onFound: (route: Route, response: APIResponse, body: string, registration: RegExp) => Promise<void>,
): Promise<string[]> {
  const found: string[] = [];
  const registration = new RegExp(`\\w+\\.s\\(\\["${exportName}",0,`);
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!registration.test(body)) return route.fulfill({ response });
    found.push(new URL(route.request().url()).pathname);
    await onFound(route, response, body, registration);
  });
  return found;
}

/** Makes that module throw when it is evaluated. */
function breakClientModule(page: Page, exportName: string): Promise<string[]> {
  return interceptClientModule(page, exportName, (route, response, body, registration) =>
    route.fulfill({ response, body: body.replace(registration, (found) => `(()=>{throw new Error("panne simulée")})(),${found}`) }),
  );
}

/** The texts of the scripts a page loads. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

/** A class of the bottom bar (components/layout/BottomBar.tsx): it marks the layout's script. */
const BOTTOM_BAR_CLASS = 'pb-[env(safe-area-inset-bottom)]';

test.describe('error screens', () => {
  test('they come with the layout\'s script, not as two more requests on every page', async ({ page }) => {
    const scripts = await scriptsOf(page, '/faq');
    // The page's error screen (app/[edition]/error.tsx) and the last-resort one (app/global-error.tsx) are each in one
    // script only: the one that draws the bottom bar of every page.
    for (const marker of ['Réessayez ou revenez', '"html",{lang:"fr"']) {
      const carrying = scripts.filter((text) => text.includes(marker));
      expect(carrying, marker).toHaveLength(1);
      expect(carrying[0], marker).toContain(BOTTOM_BAR_CLASS);
    }
  });

  test("the layout's script carries what the menus need, not their words, the firm's details, the footer's links nor the server's messages", async ({ page }) => {
    const layout = (await scriptsOf(page, '/faq')).filter((text) => text.includes(BOTTOM_BAR_CLASS));
    expect(layout).toHaveLength(1);
    // The menus' words come in the page's edition from the server (lib/layout/menus.ts), not in the script.
    for (const label of ['Navigation rapide', 'Espace vente en ligne', 'Ouvrir le menu']) expect(layout[0]).not.toContain(label);
    // The menus read lib/paths.ts: its addresses are there, and nothing that file once pulled in (lib/site.ts) nor the
    // footer's lists, which the server draws alone (every page paid for them before).
    expect(layout[0]).toContain('"/politique-de-confidentialite"');
    expect(layout[0]).not.toContain(site.legalName);
    expect(layout[0]).not.toContain('"livraison"');
    expect(layout[0]).toContain(messages.queuedRefused);
    for (const text of [...Object.values(serverMessages), REQUEST_RATE_LIMITED]) expect(layout[0]).not.toContain(text);
  });

  test('a page whose code fails shows the French error screen inside the header and footer; home is one click away', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const broken = await breakClientModule(page, 'Accordion');
    await page.goto('/faq');
    expect(broken).toHaveLength(1);
    await expect(page.locator('main h1')).toHaveText(messages.unexpectedError);
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('main').getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await page.locator('main').getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$|\/accueil$/);
  });

  test('when the layout itself fails, the last-resort screen is in French and styled, with a way home', async ({ page }, testInfo) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    const broken = await breakClientModule(page, 'BottomBar');
    await page.goto('/faq');
    expect(broken).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.unexpectedError);
    await expect(page).toHaveTitle(`${messages.unexpectedError} | ADIVE`);
    await expect(page.locator('header')).toHaveCount(0);
    // The site's styles are there: the way home is drawn as the site's outlined button.
    const home = page.getByRole('link', { name: "Retour à l'accueil" });
    await expect(home).toHaveClass(/btn-outline/);
    expect(await home.evaluate((link) => getComputedStyle(link).borderTopWidth)).not.toBe('0px');
    await saveScreenshot(page, testInfo, 'global-error-412');
    await expect(home).toHaveAttribute('href', '/');
  });
});

test.describe('a script that cannot be fetched', () => {
  test('the page stays as the server drew it: no blank page, no error screen', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    // The layout's script: it also carries both error screens, so a weak network that loses it must not cost the page.
    const lost = await interceptClientModule(page, 'BottomBar', (route) => route.abort('connectionfailed'));
    await page.goto('/faq');
    expect(lost).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foire aux questions');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByText(messages.unexpectedError)).toHaveCount(0);
    await expect(page.getByText(/application error/i)).toHaveCount(0);
    // Its links still lead somewhere, as on a page without JavaScript.
    await expect(page.locator('footer').getByRole('link', { name: 'Foire aux questions' })).toHaveAttribute('href', '/faq');
  });
});

/** The paths whose flight data (a prefetch or a navigation) the page asks for, as it asks. */
function prefetchedPaths(page: Page): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  return prefetched;
}

test.describe('prefetching', () => {
  test('a page loads no other page on its own; pointing at a link prefetches that one', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const prefetched = prefetchedPaths(page);
    await page.goto('/accueil');
    await page.waitForLoadState('networkidle');
    // Header, footer, cards and calls to action are all in view or below: none of them is fetched.
    await page.waitForTimeout(1500);
    expect(prefetched).toEqual([]);
    await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).hover();
    await expect.poll(() => prefetched).toContain('/contact');
  });

  test("a menu opened by a tap focuses its first link without prefetching it; the keyboard's focus does", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const prefetched = prefetchedPaths(page);
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    await page.locator('header button[aria-haspopup="dialog"]').tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The logo's link, first in the menu, takes the focus once the menu is painted: no intent of the visitor's.
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.waitForTimeout(1500);
    expect(prefetched).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Accueil' })).toBeFocused();
    await expect.poll(() => prefetched).toContain('/accueil');
    await context.close();
  });
});
