import { expect, test, type Page } from '@playwright/test';
import { QUOTE_SERVICES } from '../lib/forms/serviceOptions';
import { adminList } from './cmsAdmin';
import {
  cutSiteCalls,
  fillQuote,
  mockEmailJs,
  multipartFields,
  presentAsOrdinaryBrowser,
  QUOTE_EMPTY_MESSAGE,
  QUOTE_INVALID_EMAIL,
  QUOTE_NO_SERVICE,
  QUOTE_SUCCESS,
  SEND_FAILURE,
  NAME_REQUIRED,
  PHONE_REQUIRED,
  type Reply,
  uniqueTag,
} from './forms';
import { saveScreenshot, VIEWPORTS } from './helpers';

const quote = {
  nom: 'Awa Ouédraogo',
  email: 'awa.ouedraogo@exemple.bf',
  phone: '70123456',
  service: 'Stratégie de marketing digital',
  message: 'Nous lançons une boutique en ligne et voulons une stratégie pour les réseaux sociaux.',
};

async function expectQuoteKept(page: Page) {
  const form = page.getByTestId('quote-form');
  await expect(form.getByLabel('Nom complet')).toHaveValue(quote.nom);
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue(quote.email);
  await expect(form.getByLabel('Téléphone')).toHaveValue(quote.phone);
  await expect(form.getByLabel('Service souhaité')).toHaveValue(quote.service);
  await expect(form.getByLabel('Votre besoin')).toHaveValue(quote.message);
}

test.describe('quote form (/demander-un-devis)', () => {
  test('page shows the breadcrumb, the heading and the 8 services without delivery', async ({ page }) => {
    await page.goto('/demander-un-devis');
    await expect(page).toHaveTitle(/Demander un devis/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demander un devis' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('Devis');
    await expect(page.getByRole('heading', { name: 'Demander un devis pour des Services personnalisés' })).toBeVisible();
    const options = await page.getByTestId('quote-form').getByLabel('Service souhaité').locator('option').allTextContents();
    expect(options.slice(1)).toEqual([...QUOTE_SERVICES]);
    expect(options).not.toContain('Service de livraison');
  });

  test('every validation message in order, focus on the field, nothing sent', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    await page.goto('/demander-un-devis');
    const form = page.getByTestId('quote-form');
    const submit = form.getByRole('button', { name: 'Envoyer la demande' });

    const steps: { message: string; label: string; fix: () => Promise<void> }[] = [
      { message: NAME_REQUIRED, label: 'Nom complet', fix: () => form.getByLabel('Nom complet').fill(quote.nom) },
      { message: QUOTE_INVALID_EMAIL, label: 'Adresse e-mail', fix: () => form.getByLabel('Adresse e-mail').fill(quote.email) },
      { message: PHONE_REQUIRED, label: 'Téléphone', fix: () => form.getByLabel('Téléphone').fill(quote.phone) },
      { message: QUOTE_NO_SERVICE, label: 'Service souhaité', fix: async () => void (await form.getByLabel('Service souhaité').selectOption(quote.service)) },
      { message: QUOTE_EMPTY_MESSAGE, label: 'Votre besoin', fix: () => form.getByLabel('Votre besoin').fill('   \n  ') },
    ];
    // An address without a dot after the @ and with a space: both refused.
    await form.getByLabel('Adresse e-mail').fill('awa @exemple');
    for (const [index, step] of steps.entries()) {
      await submit.click();
      const field = form.getByLabel(step.label);
      await expect(form.locator('[data-field-error]')).toHaveText([step.message]);
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      if (index === 1) {
        await page.setViewportSize(VIEWPORTS.mobile);
        await saveScreenshot(page, testInfo, 'forms-quote-invalid-412');
        await page.setViewportSize(VIEWPORTS.desktop);
        await saveScreenshot(page, testInfo, 'forms-quote-invalid-1280');
      }
      await step.fix();
    }
    // A message of blanks only is still empty.
    await submit.click();
    await expect(form.locator('[data-field-error]')).toHaveText([QUOTE_EMPTY_MESSAGE]);
    // Digits only in the phone field.
    await form.getByLabel('Téléphone').fill('');
    await form.getByLabel('Téléphone').pressSequentially('+226 70-12');
    await expect(form.getByLabel('Téléphone')).toHaveValue('2267012');
    expect(captured).toHaveLength(0);
  });

  test('the site unreachable, the browser e-mails the firm: the request carries the fields and ids, then the form is reset', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200], 800);
    // A quote the CMS stores, the CMS e-mails (e2e/notifications.spec.ts); the browser, when the site cannot take it.
    await cutSiteCalls(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/demander-un-devis');
    await fillQuote(page, quote);
    const form = page.getByTestId('quote-form');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    await expect(form.getByText(QUOTE_SUCCESS)).toBeVisible();

    expect(captured).toHaveLength(1);
    const request = captured[0]!;
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
    expect(multipartFields(request)).toEqual({
      ...quote,
      lib_version: '4.4.1',
      service_id: 'service_adive',
      template_id: 'template_devis',
      user_id: 'adive_public_key',
    });

    for (const label of ['Nom complet', 'Adresse e-mail', 'Téléphone', 'Service souhaité', 'Votre besoin']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await saveScreenshot(page, testInfo, 'forms-quote-success-412');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, testInfo, 'forms-quote-success-1280');
    await form.getByRole('button', { name: 'Fermer le message' }).click();
    await expect(form.getByText(QUOTE_SUCCESS)).toHaveCount(0);
  });

  test('when neither the site nor the e-mail service takes it (451, 403, 429), the input is kept under the red alert', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    await cutSiteCalls(page);
    // 429 last: a throttle answer keeps the page's throttle stamp, the others let the visitor retry at once. The
    // e-mail service answered, so the network works: the site alone failed. Both unreachable (the network gone) keeps
    // the request on the device instead (e2e/offline.spec.ts).
    const replies: Reply[] = [451, 403, 429];
    const captured = await mockEmailJs(page, replies);
    await page.goto('/demander-un-devis');
    await fillQuote(page, quote);
    const form = page.getByTestId('quote-form');
    for (const reply of replies) {
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      const alert = form.locator('[data-alert="error"]');
      await expect(alert.locator('p'), `reply ${reply}`).toHaveText(SEND_FAILURE);
      await expectQuoteKept(page);
      if (reply === 451) {
        await page.setViewportSize(VIEWPORTS.mobile);
        await saveScreenshot(page, testInfo, 'forms-quote-failure-412');
        await page.setViewportSize(VIEWPORTS.desktop);
        await saveScreenshot(page, testInfo, 'forms-quote-failure-1280');
      }
      await alert.getByRole('button', { name: 'Fermer le message' }).click();
      await expect(alert).toHaveCount(0);
    }
    expect(captured).toHaveLength(replies.length);
  });

  test('a headless browser sends no e-mail, and the request is stored all the same', async ({ page, request }) => {
    const captured = await mockEmailJs(page, [200]);
    const message = uniqueTag('sans-tete');
    await page.goto('/demander-un-devis');
    await fillQuote(page, { ...quote, message });
    const form = page.getByTestId('quote-form');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(QUOTE_SUCCESS)).toBeVisible();
    expect(captured).toHaveLength(0);
    expect(await adminList(request, 'api::devi.devi', { message })).toHaveLength(1);
  });

  test('the per-page throttle holds a second e-mail back: with the site unreachable too, the input is kept, and sent once it answers', async ({ page, request }) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    const message = uniqueTag('cadence');
    await page.goto('/demander-un-devis');
    const form = page.getByTestId('quote-form');
    const reconnect = await cutSiteCalls(page);
    await fillQuote(page, { ...quote, message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(QUOTE_SUCCESS)).toBeVisible();
    await form.getByRole('button', { name: 'Fermer le message' }).click();
    await fillQuote(page, { ...quote, message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="error"] p')).toHaveText(SEND_FAILURE);
    await expect(form.getByLabel('Votre besoin')).toHaveValue(message);
    expect(captured).toHaveLength(1);
    await reconnect();
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(QUOTE_SUCCESS)).toBeVisible();
    expect(captured).toHaveLength(1);
    expect(await adminList(request, 'api::devi.devi', { message })).toHaveLength(1);
  });


  test('service and message are prefilled from the URL, in the server HTML too', async ({ page, request }) => {
    const message = 'Formation « Excel avancé » pour 12 personnes';
    const url = `/demander-un-devis?service=${encodeURIComponent('Formation professionnelle')}&message=${encodeURIComponent(message)}`;
    const html = await (await request.get(url)).text();
    expect(html).toMatch(/<option value="Formation professionnelle" selected="">/);
    expect(html).toContain('Formation « Excel avancé » pour 12 personnes</textarea>');

    await page.goto(url);
    const form = page.getByTestId('quote-form');
    await expect(form.getByLabel('Service souhaité')).toHaveValue('Formation professionnelle');
    await expect(form.getByLabel('Votre besoin')).toHaveValue(message);

    // An unknown service (delivery is not a quote service) is ignored.
    await page.goto('/demander-un-devis?service=Service%20de%20livraison');
    await expect(form.getByLabel('Service souhaité')).toHaveValue('');
  });
});
