import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockThirdParties, VIEWPORTS } from './helpers';
import { allSitePaths, routeSamples } from './pages';

// axe-core on every kind of page, at a phone's width and a desktop's, and with every interactive part open;
// then keyboard-only walks through the parts a mouse user would click.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

type Finding = { rule: string; impact: string | null | undefined; nodes: string[] };

async function audit(page: Page): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`axe: no WCAG 2.2 A/AA or best-practice violation on any kind of page at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await blockThirdParties(page);
    await page.setViewportSize(viewport);
    const findings: Record<string, Finding[]> = {};
    for (const path of await routeSamples(request)) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const found = await audit(page);
      if (found.length) findings[`${name} ${path}`] = found;
    }
    expect(findings).toEqual({});
  });
}

test.describe('axe with every interactive part open', () => {
  test.beforeEach(async ({ page }) => blockThirdParties(page));

  test('side menu and its submenus (412 px)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/accueil');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await audit(page), 'side menu').toEqual([]);
    await openEach(page, menu.locator('button[aria-expanded]'), 'side menu group');
  });

  test('every submenu of the header (1280 px)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/accueil');
    const toggles = page.locator('nav[aria-label="Menu principal"] button[aria-expanded]');
    const count = await toggles.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      await toggles.nth(i).click();
      await expect(toggles.nth(i)).toHaveAttribute('aria-expanded', 'true');
      expect(await audit(page), `submenu ${i + 1}`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  test('job dialog, application accordion, FAQ accordion, training tabs, book dialog and cart', async ({ page, request }) => {
    test.setTimeout(120_000);
    const paths = await allSitePaths(request);
    for (const [width, viewport] of [
      ['412', VIEWPORTS.mobile],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/nos-offres-emplois');
      await page.getByTestId('job-card').first().getByRole('link', { name: /En Savoir Plus/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByTestId('job-facts')).toBeVisible();
      expect(await audit(page), `${width} job dialog`).toEqual([]);

      await page.goto(paths.find((path) => path.startsWith('/jobs/')) ?? '');
      await openEach(page, page.getByRole('main').locator('button[aria-expanded]'), `${width} application option`);

      await page.goto('/faq');
      await openEach(page, page.getByTestId('faq').getByRole('button'), `${width} FAQ answer`);

      await page.goto(paths.find((path) => path.startsWith('/formations/')) ?? '');
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i += 1) {
        await tabs.nth(i).click();
        expect(await audit(page), `${width} training tab ${i + 1}`).toEqual([]);
      }

      await page.goto('/adive-biblio');
      await page.getByTestId('book-card').first().getByRole('button', { name: /^Voir Plus/ }).click();
      const book = page.getByRole('dialog');
      await expect(book).toBeVisible();
      expect(await audit(page), `${width} book dialog`).toEqual([]);
      await book.getByRole('button', { name: 'Acheter' }).click();
      await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
      expect(await audit(page), `${width} cart with its order form`).toEqual([]);
    }
  });
});

/** Opens each accordion item of `toggles` in turn (opening one closes the others) and audits the page each time. */
async function openEach(page: Page, toggles: Locator, what: string) {
  const count = await toggles.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const toggle = toggles.nth(i);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await audit(page), `${what} ${i + 1}`).toEqual([]);
  }
}

// The header submenus, the side menu and the training tabs have their own keyboard tests (chrome.spec.ts,
// content.spec.ts); here: the dialogs, the forms, and a visible focus on every stop.
test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => blockThirdParties(page));

  /**
   * Where the keyboard focus is, whether something shows it (an outline or a ring on the element, or on its
   * ::after when a card-wide link draws it there), and whether it comes after the previous stop in the document.
   */
  const focusStop = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const shown = (style: CSSStyleDeclaration) =>
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
      const visible = shown(getComputedStyle(element)) || shown(getComputedStyle(element, '::after'));
      const state = window as unknown as { __previousStop?: Element };
      const previous = state.__previousStop;
      const inOrder = !previous || Boolean(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      state.__previousStop = element;
      const label = `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`;
      return { label, visible, inOrder };
    });

  for (const path of ['/accueil', '/demander-un-devis', '/faq']) {
    test(`every Tab stop of ${path} shows where the focus is, in document order`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      // No positive tabindex: the order is the document's, which is the visual one.
      expect(await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])').count()).toBe(0);
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const stop = await focusStop(page);
        if (!stop) break;
        expect(stop.visible, `focus shown on ${stop.label}`).toBe(true);
        expect(stop.inOrder, `${stop.label} comes after the previous stop`).toBe(true);
      }
    });
  }

  test('the quote form is sent with Enter and answers with its errors, the focus on the first one', async ({ page }) => {
    await page.goto('/demander-un-devis');
    const form = page.getByRole('form', { name: 'Demande de devis' });
    const first = form.getByRole('textbox').first();
    await first.focus();
    // Enter in a field submits: the empty form shows its errors and puts the focus on the first field in error.
    await page.keyboard.press('Enter');
    await expect(form.locator('[data-field-error]').first()).toBeVisible();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
  });

  test('the job dialog opens with Enter, keeps the focus inside, closes with Escape and gives the focus back', async ({ page }) => {
    await page.goto('/nos-offres-emplois');
    const opener = page.getByTestId('job-card').first().getByRole('link', { name: /En Savoir Plus/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('job-facts')).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the book dialog and the cart open and close from the keyboard, the focus coming back each time', async ({ page }) => {
    await page.goto('/adive-biblio');
    const opener = page.getByTestId('book-card').first().getByRole('button', { name: /^Voir Plus/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const book = page.getByRole('dialog');
    await expect(book).toBeVisible();
    const add = book.getByRole('button', { name: 'Ajouter au panier' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(book.getByText(/ajouté au panier/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(book).toBeHidden();
    await expect(opener).toBeFocused();

    const cartButton = page.getByTestId('cart-button');
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Votre panier' });
    await expect(cart).toBeVisible();
    expect(await cart.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(cartButton).toBeFocused();
  });
});
