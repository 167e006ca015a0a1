import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from './helpers';

// The translation widget is an external script: it is never reached here (tests abort its requests), and the
// site must keep working without it.

async function blockWidget(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('**://translate.google.com/**', (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  await page.route('**://translate.googleapis.com/**', (route) => route.abort());
  return requested;
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

test('choosing English records the choice, asks for the widget and degrades gracefully when it is unreachable', async ({ page }) => {
  const requested = await blockWidget(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/nos-services');
  const switcher = page.locator('header').getByLabel('Langue').first();
  await expect(switcher).toHaveValue('fr');
  expect(requested).toEqual([]); // French pages load no third-party script

  await switcher.selectOption('en');
  await expect(page.getByText('Traduction indisponible pour le moment.').first()).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
  expect(await cookie(page, 'selectedLang')).toBe('en');
  expect(await cookie(page, 'googtrans')).toBe('/fr/en');

  // The choice is kept: after a reload the switcher shows it and asks for the widget again.
  await page.reload();
  await expect(switcher).toHaveValue('en');
  await expect.poll(() => requested.length).toBeGreaterThan(1);

  // The site still works.
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);

  // Back to French: the translation cookie goes, the choice stays recorded.
  await Promise.all([page.waitForEvent('load'), switcher.selectOption('fr')]);
  await expect(switcher).toHaveValue('fr');
  expect(await cookie(page, 'selectedLang')).toBe('fr');
  expect(await cookie(page, 'googtrans')).toBeUndefined();
  expect(errors).toEqual([]);
});

test('pages keep working after the widget has rewritten their text nodes', async ({ page }) => {
  await blockWidget(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/a-propos-de-nous');
  // Choosing a language installs the guard (as it does before the real widget runs).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByLabel('Langue').selectOption('ar');
  await page.keyboard.press('Escape');
  // Do what the widget does: move every text node of the page into a <font> element.
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.trim() && node.parentElement?.tagName !== 'SCRIPT') texts.push(node as Text);
    }
    for (const text of texts) {
      const font = document.createElement('font');
      text.parentNode!.replaceChild(font, text);
      font.appendChild(text);
    }
  });
  // React then updates, removes and inserts nodes: client navigations, menus, form messages.
  await page.getByRole('link', { name: 'Services', exact: true }).last().click();
  await expect(page).toHaveURL(/\/nos-services$/);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.getByRole('link', { name: 'Accueil', exact: true }).last().click();
  await expect(page).toHaveURL(/\/accueil$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
});
