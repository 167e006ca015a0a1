import { expect, test, type Page } from '@playwright/test';
import { orderRequest } from '../lib/forms/order';
import { adminList } from './cmsAdmin';
import { messages } from '../lib/messages';
import { cutSiteCalls, lowerCartPrices, mockEmailJs, NAME_REQUIRED, presentAsOrdinaryBrowser, QUOTE_INVALID_EMAIL, uniqueTag } from './forms';
import { cmsList, saveScreenshot, VIEWPORTS } from './helpers';

type FlatBook = { titre: string; prix: number };

function cfa(amount: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(amount).replace(/\s/g, '\u00a0')}\u00a0CFA`;
}

async function openBook(page: Page, index: number) {
  const card = page.getByTestId('book-card').nth(index);
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('button', { name: /^Voir Plus/ }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return { title, dialog };
}

test.describe('book cart (/adive-biblio)', () => {
  test('quantities bounded 1..10, add and buy, totals in CFA, kept across a reload', async ({ page }, testInfo) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const prices = new Map((await cmsList<FlatBook>('/biblios?pagination[limit]=100&fields[0]=titre&fields[1]=prix')).map((b) => [b.titre, b.prix]));
    await page.goto('/adive-biblio');
    const count = page.getByTestId('cart-button').getByTestId('cart-count');
    await expect(count).toHaveText(/0$/);

    // First book: the dialog's quantity starts at 1 and stays within 1..10.
    const first = await openBook(page, 0);
    const quantity = first.dialog.getByLabel('Quantité');
    await expect(quantity).toHaveValue('1');
    await expect(first.dialog.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
    for (let i = 0; i < 12; i += 1) {
      const plus = first.dialog.getByRole('button', { name: 'Augmenter la quantité' });
      if (await plus.isDisabled()) break;
      await plus.click();
    }
    await expect(quantity).toHaveValue('10');
    await expect(first.dialog.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    await quantity.fill('3');
    await first.dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(first.dialog.getByText('3 ajoutés au panier')).toBeVisible();
    await expect(count).toHaveText(/3$/);
    // Adding again adds to the line, never beyond 10.
    await quantity.fill('9');
    await first.dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(count).toHaveText(/10$/);
    await page.keyboard.press('Escape');
    await expect(first.dialog).toHaveCount(0);

    // Second book: 'Acheter' adds it, closes the book and opens the cart.
    const second = await openBook(page, 1);
    await second.dialog.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await second.dialog.getByRole('button', { name: 'Acheter' }).click();
    const cart = page.getByRole('dialog', { name: 'Votre panier' });
    await expect(cart).toBeVisible();
    await expect(second.dialog).toHaveCount(0);
    const lines = cart.getByTestId('cart-item');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(first.title);
    await expect(lines.nth(1)).toContainText(second.title);
    const firstPrice = prices.get(first.title)!;
    const secondPrice = prices.get(second.title)!;
    expect(firstPrice).toBeGreaterThan(0);
    await expect(cart.getByTestId('cart-total')).toHaveText(cfa(firstPrice * 10 + secondPrice * 2));

    // In the cart too, quantities stay within 1..10.
    const firstQuantity = cart.getByLabel(`Quantité : ${first.title}`);
    await expect(firstQuantity).toHaveValue('10');
    await expect(cart.getByRole('button', { name: `Augmenter la quantité : ${first.title}` })).toBeDisabled();
    await firstQuantity.fill('25');
    await expect(firstQuantity).toHaveValue('10');
    await firstQuantity.fill('0');
    await expect(firstQuantity).toHaveValue('1');
    await cart.getByRole('button', { name: `Augmenter la quantité : ${first.title}` }).click();
    await expect(firstQuantity).toHaveValue('2');
    await expect(cart.getByTestId('cart-total')).toHaveText(cfa(firstPrice * 2 + secondPrice * 2));
    await expect(count).toHaveText(/4$/);

    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, testInfo, 'forms-cart-412');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, testInfo, 'forms-cart-1280');

    // Kept across a reload (sessionStorage "root"), read after mount without a hydration mismatch.
    await page.reload();
    await expect(count).toHaveText(/4$/);
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('root'))) ?? '{}');
    expect(stored.state.cart.map((item: { title: string; quantity: number }) => [item.title, item.quantity])).toEqual([
      [first.title, 2],
      [second.title, 2],
    ]);
    await page.getByTestId('cart-button').click();
    await expect(cart.getByTestId('cart-item')).toHaveCount(2);
    await cart.getByRole('button', { name: `Retirer : ${second.title}` }).click();
    await expect(cart.getByTestId('cart-item')).toHaveCount(1);
    await expect(cart.getByTestId('cart-total')).toHaveText(cfa(firstPrice * 2));
    expect(consoleErrors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('ordering stores the order with books, quantities, total and contact, the same text on WhatsApp', async ({ page, request }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    const prices = new Map((await cmsList<FlatBook>('/biblios?pagination[limit]=100&fields[0]=titre&fields[1]=prix')).map((b) => [b.titre, b.prix]));
    await page.goto('/adive-biblio');
    const book = await openBook(page, 2);
    await book.dialog.getByLabel('Quantité').fill('2');
    await book.dialog.getByRole('button', { name: 'Acheter' }).click();
    const cart = page.getByRole('dialog', { name: 'Votre panier' });
    const form = cart.getByTestId('order-form');
    const total = cfa(prices.get(book.title)! * 2);

    await form.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(form.locator('[data-field-error]')).toHaveText([NAME_REQUIRED]);
    await expect(form.getByLabel('Nom complet')).toBeFocused();
    await form.getByLabel('Nom complet').fill('Awa Ouédraogo');
    await form.getByLabel('Téléphone').fill('70123456');
    await form.getByLabel('Adresse e-mail').fill('awa@exemple');
    await form.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(form.locator('[data-field-error]')).toHaveText([QUOTE_INVALID_EMAIL]);
    await form.getByLabel('Adresse e-mail').fill('awa@exemple.bf');

    const whatsappBefore = new URL((await form.getByTestId('order-whatsapp').getAttribute('href'))!);
    await form.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(/Votre commande a bien été envoyée/);
    // The CMS stores the order at its prices and e-mails the firm (e2e/notifications.spec.ts): not the browser too.
    // The browser's e-mail, when the CMS cannot send: e2e/request-follow-up.spec.ts.
    expect(captured).toHaveLength(0);
    const [stored] = await adminList<{ nom: string; telephone: string; total: number; recapitulatif: string }>(request, 'api::commande.commande', { email: 'awa@exemple.bf' });
    expect(stored).toMatchObject({ nom: 'Awa Ouédraogo', telephone: '70123456', total: prices.get(book.title)! * 2 });
    const text = stored!.recapitulatif;
    expect(text).toContain(`- 2 × ${book.title}`);
    expect(text).toContain(`Total : ${total}`);
    expect(text).toContain('Nom : Awa Ouédraogo');

    // The WhatsApp link carries the same order text, to the firm's number.
    expect(whatsappBefore.origin + whatsappBefore.pathname).toBe('https://wa.me/22669090937');
    expect(whatsappBefore.searchParams.get('text')).toBe(text);
    const whatsappAfter = new URL((await form.getByTestId('order-whatsapp').getAttribute('href'))!);
    expect(whatsappAfter.searchParams.get('text')).toBe(text);

    // The cart is emptied once the order is sent.
    await expect(cart.getByTestId('cart-item')).toHaveCount(0);
    await expect(page.getByTestId('cart-button').getByTestId('cart-count')).toHaveText(/0$/);
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, testInfo, 'forms-cart-success-412');
  });

  test('the network drops while ordering: the order waits on the device, the cart is emptied, and it is stored once the site answers', async ({ page, request }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    await page.goto('/adive-biblio');
    const book = await openBook(page, 1);
    await book.dialog.getByRole('button', { name: 'Acheter' }).click();
    const cart = page.getByRole('dialog', { name: 'Votre panier' });
    const form = cart.getByTestId('order-form');
    const email = `${uniqueTag('commande')}@exemple.bf`;
    await form.getByLabel('Nom complet').fill('Awa Ouédraogo');
    await form.getByLabel('Téléphone').fill('70123456');
    await form.getByLabel('Adresse e-mail').fill(email);

    // Without the site's priced lines no e-mail goes either: the order is kept with its lines.
    const reconnect = await cutSiteCalls(page);
    await form.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(form.locator('[data-alert="queued"] p')).toHaveText(messages.requestQueued);
    await expect(cart.getByTestId('cart-item')).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'forms-cart-queued-1280');
    expect(await adminList(request, 'api::commande.commande', { email })).toEqual([]);

    await reconnect();
    await page.reload();
    await expect(page.getByTestId('queued-sent').locator('p')).toHaveText(orderRequest.queued.sent);
    expect(await adminList(request, 'api::commande.commande', { email })).toEqual([
      expect.objectContaining({ nom: 'Awa Ouédraogo', telephone: '70123456', recapitulatif: expect.stringContaining(book.title) }),
    ]);
    expect(captured).toHaveLength(0);
  });

  test('a price lowered in the browser reaches neither the stored order (the e-mail\'s text) nor the WhatsApp text: both carry the CMS prices', async ({ page, request }) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    const prices = new Map((await cmsList<FlatBook>('/biblios?pagination[limit]=100&fields[0]=titre&fields[1]=prix')).map((b) => [b.titre, b.prix]));
    await page.goto('/adive-biblio');
    const book = await openBook(page, 0);
    await book.dialog.getByLabel('Quantité').fill('3');
    await book.dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(book.dialog.getByText('3 ajoutés au panier')).toBeVisible();
    await lowerCartPrices(page);
    await page.reload();
    await page.getByTestId('cart-button').click();
    const cart = page.getByRole('dialog', { name: 'Votre panier' });
    await expect(cart.getByTestId('cart-total')).toHaveText(cfa(3));
    const form = cart.getByTestId('order-form');
    await form.getByLabel('Nom complet').fill('Issa Prix');
    await form.getByLabel('Téléphone').fill('70123456');
    const email = `${uniqueTag('issa-prix')}@exemple.bf`;
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(/Votre commande a bien été envoyée/);

    const total = cfa(prices.get(book.title)! * 3);
    const [stored] = await adminList<{ total: number; recapitulatif: string }>(request, 'api::commande.commande', { email });
    expect(stored!.total).toBe(prices.get(book.title)! * 3);
    expect(stored!.recapitulatif).toContain(`Total : ${total}`);
    expect(captured).toHaveLength(0);
    const whatsappAfter = new URL((await form.getByTestId('order-whatsapp').getAttribute('href'))!);
    expect(whatsappAfter.searchParams.get('text')).toContain(`Total : ${total}`);
  });
});
