import { expect, test, type Locator, type Page } from '@playwright/test';
import { audit } from './axe';
import { blockThirdParties, VIEWPORTS } from './helpers';
import { allSitePaths } from './pages';

// axe-core with every interactive part open (every kind of page, closed, is audited by e2e/sweep.spec.ts), then
// keyboard-only walks through the parts a mouse user would click.

const WIDTHS = [
  ['412', VIEWPORTS.mobile],
  ['1280', VIEWPORTS.desktop],
] as const;

test.describe('axe with every interactive part open', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await blockThirdParties(page);
  });

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
      expect(await audit(page, await toggleAndPanel(toggles.nth(i))), `submenu ${i + 1}`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });

  for (const [width, viewport] of WIDTHS) {
    test(`job dialog (${width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/nos-offres-emplois');
      await page.getByTestId('job-card').first().getByRole('link', { name: /En Savoir Plus/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByTestId('job-facts')).toBeVisible();
      expect(await audit(page), `${width} job dialog`).toEqual([]);
    });

    test(`application options of a job and FAQ answers (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await page.goto((await allSitePaths(request)).find((path) => path.startsWith('/jobs/')) ?? '');
      await openEach(page, page.getByRole('main').locator('button[aria-expanded]'), `${width} application option`);
      await page.goto('/faq');
      await openEach(page, page.getByTestId('faq').getByRole('button'), `${width} FAQ answer`);
    });

    test(`training tabs (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await page.goto((await allSitePaths(request)).find((path) => path.startsWith('/formations/')) ?? '');
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i += 1) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        // The whole page once; then the tab list and the panel shown, the only parts a tab changes.
        const scope = i === 0 ? [] : ['[role="tablist"]', `#${await cssId(tabs.nth(i), 'aria-controls')}`];
        expect(await audit(page, scope), `${width} training tab ${i + 1}`).toEqual([]);
      }
    });

    test(`book dialog and cart with its order form (${width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/adive-biblio');
      await page.getByTestId('book-card').first().getByRole('button', { name: /^Voir Plus/ }).click();
      const book = page.getByRole('dialog');
      await expect(book).toBeVisible();
      expect(await audit(page), `${width} book dialog`).toEqual([]);
      await book.getByRole('button', { name: 'Acheter' }).click();
      await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
      expect(await audit(page), `${width} cart with its order form`).toEqual([]);
    });
  }
});

/** The value of `attribute` (an id reference), escaped for a CSS selector. */
async function cssId(element: Locator, attribute: string): Promise<string> {
  const id = await element.getAttribute(attribute);
  expect(id, attribute).toBeTruthy();
  return element.evaluate((_, value) => CSS.escape(value), id ?? '');
}

/** Selectors of a toggle and of the panel it controls: what opening it changes. The toggle is marked to be found. */
async function toggleAndPanel(toggle: Locator): Promise<string[]> {
  await toggle.evaluate((element) => {
    document.querySelectorAll('[data-audited-toggle]').forEach((marked) => marked.removeAttribute('data-audited-toggle'));
    element.setAttribute('data-audited-toggle', '');
  });
  return ['[data-audited-toggle]', `#${await cssId(toggle, 'aria-controls')}`];
}

/**
 * Opens each accordion item of `toggles` in turn (opening one closes the others). The whole page is audited with the
 * first one open; then only each toggle and its panel, the only parts that opening an item changes.
 */
async function openEach(page: Page, toggles: Locator, what: string) {
  const count = await toggles.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const toggle = toggles.nth(i);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await audit(page, i === 0 ? [] : await toggleAndPanel(toggle)), `${what} ${i + 1}`).toEqual([]);
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
