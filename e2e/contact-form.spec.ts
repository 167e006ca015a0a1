import { expect, test } from '@playwright/test';
import { contactRequest } from '../lib/forms/contact';
import { CONTACT_SERVICES } from '../lib/forms/serviceOptions';
import { DIALING_CODES } from '../lib/forms/dialingCodes';
import { messages } from '../lib/messages';
import { site } from '../lib/site';
import {
  cutSiteCalls,
  fillContact,
  mockEmailJs,
  multipartFields,
  presentAsOrdinaryBrowser,
  QUOTE_EMPTY_MESSAGE,
  QUOTE_INVALID_EMAIL,
  QUOTE_NO_SERVICE,
  QUOTE_SUCCESS,
  NAME_REQUIRED,
  PHONE_REQUIRED,
} from './forms';
import { saveScreenshot, VIEWPORTS } from './helpers';

const contact = {
  name: 'Issa Kaboré',
  email: 'issa.kabore@exemple.ml',
  indicatif: '+223',
  phone: '76543210',
  subject: 'Service de livraison',
  message: 'Livrez-vous à Bobo-Dioulasso ?',
};

test.describe('contact page (/contact)', () => {
  test('details from the site configuration, the 14 dialing codes and the 9 services', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const details = page.getByTestId('contact-details');
    for (const phone of site.phones) await expect(details.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(details).toContainText(site.address.street);
    await expect(details).toContainText(site.address.city);
    await expect(details).toContainText('Lundi - Vendredi : 08H - 18H');
    await expect(details).toContainText('Samedi : 08H - 13H');

    const form = page.getByTestId('contact-form');
    const codes = form.getByLabel('Indicatif du pays');
    await expect(codes).toHaveValue('+226');
    // The 14 codes of the spec after the list's empty placeholder (HTML's rule for a required list).
    expect(await codes.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      '',
      ...DIALING_CODES.map((entry) => entry.code),
    ]);
    expect(await codes.locator('option:not([disabled])').count()).toBe(14);
    const services = await form.getByLabel('Service concerné').locator('option').allTextContents();
    expect(services.slice(1)).toEqual([...CONTACT_SERVICES]);
    expect(services).toHaveLength(10);
  });

  test('on a phone the dialing code and the number sit side by side, the number wide enough to read', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    const code = (await form.getByLabel('Indicatif du pays').boundingBox())!;
    const number = (await form.getByLabel('Numéro de téléphone').boundingBox())!;
    expect(code.width).toBeLessThanOrEqual(150);
    expect(number.width).toBeGreaterThanOrEqual(150);
    expect(number.x).toBeGreaterThan(code.x + code.width);
    expect(number.x + number.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  });

  test('the map loads only on demand', async ({ page }, testInfo) => {
    const mapRequests: string[] = [];
    await page.route(/openstreetmap\.org/, (route) => {
      mapRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto('/contact');
    await expect(page.getByTestId('map-preview')).toBeVisible();
    await expect(page.getByTestId('map-embed')).toHaveCount(0);
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, testInfo, 'forms-contact-412');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, testInfo, 'forms-contact-1280');
    expect(mapRequests).toEqual([]);

    await page.getByRole('button', { name: 'Afficher la carte interactive' }).click();
    const embed = page.getByTestId('map-embed');
    await expect(embed).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    await expect(embed).toHaveAttribute('title', /ADIVE/);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test('validation in order, then a send with its own template; failure keeps the input', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, ['abort', 200]);
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    const submit = form.getByRole('button', { name: 'Envoyer le message' });
    const errors = form.locator('[data-field-error]');

    await submit.click();
    await expect(errors).toHaveText([NAME_REQUIRED]);
    await expect(form.getByLabel('Nom complet')).toBeFocused();
    await form.getByLabel('Nom complet').fill(contact.name);
    await form.getByLabel('Adresse e-mail').fill('issa.kabore@exemple');
    await submit.click();
    await expect(errors).toHaveText([QUOTE_INVALID_EMAIL]);
    await expect(form.getByLabel('Adresse e-mail')).toBeFocused();
    await form.getByLabel('Adresse e-mail').fill(contact.email);
    await submit.click();
    await expect(errors).toHaveText([PHONE_REQUIRED]);
    await expect(form.getByLabel('Numéro de téléphone')).toBeFocused();
    await form.getByLabel('Indicatif du pays').selectOption(contact.indicatif);
    await form.getByLabel('Numéro de téléphone').fill(contact.phone);
    await submit.click();
    await expect(errors).toHaveText([QUOTE_NO_SERVICE]);
    await expect(form.getByLabel('Service concerné')).toBeFocused();
    await form.getByLabel('Service concerné').selectOption(contact.subject);
    await submit.click();
    await expect(errors).toHaveText([QUOTE_EMPTY_MESSAGE]);
    await expect(form.getByLabel('Votre message')).toBeFocused();
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, testInfo, 'forms-contact-invalid-412');
    await form.getByLabel('Votre message').fill(contact.message);
    expect(captured).toHaveLength(0);

    // The network drops (neither the site nor the e-mail service gets it): the message waits on the device, and is
    // sent at the next page once the site answers again.
    const reconnect = await cutSiteCalls(page);
    await submit.click();
    await expect(form.locator('[data-alert="queued"] p')).toHaveText(messages.requestQueued);
    await saveScreenshot(page, testInfo, 'forms-contact-queued-412');
    await reconnect();
    await page.reload();
    await expect(page.getByTestId('queued-sent').locator('p')).toHaveText(contactRequest.queued.sent);

    // The site unreachable while the network works: the browser e-mails the firm itself, with the contact template
    // (a message the CMS stores, the CMS e-mails: e2e/notifications.spec.ts).
    await fillContact(page, contact, contact.message);
    await cutSiteCalls(page);
    await submit.click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    expect(captured).toHaveLength(2);
    expect(multipartFields(captured[1]!)).toEqual({
      ...contact,
      lib_version: '4.4.1',
      service_id: 'service_adive',
      template_id: 'template_contact',
      user_id: 'adive_public_key',
    });
    await expect(form.getByLabel('Nom complet')).toHaveValue('');
    await expect(form.getByLabel('Indicatif du pays')).toHaveValue('+226');
    await expect(form.getByLabel('Service concerné')).toHaveValue('');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, testInfo, 'forms-contact-success-1280');
  });
});
