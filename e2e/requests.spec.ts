import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { REQUEST_RATE_LIMITED } from '../lib/forms/rateLimited';
import { adminList } from './cmsAdmin';
import { CMS_API } from './env';
import {
  APPLY_BUTTON,
  fillApplication,
  fillContact,
  fillQuote,
  mockEmailJs,
  openApplicationForm,
  orderFirstBook,
  presentAsOrdinaryBrowser,
  QUOTE_INVALID_EMAIL,
  QUOTE_SUCCESS,
  SEND_FAILURE,
  TEST_PDF,
  uniqueTag,
  type Reply,
} from './forms';
import { cmsList, noScriptPage, saveScreenshot, VIEWPORTS } from './helpers';
import { startExtraSite, type ExtraSite } from './servers';

// No request lost: quotes and contact messages are stored in the CMS by a server action, then e-mailed from the
// browser; success when either got them. Records are read back through Strapi's admin API (the public cannot).

type StoredQuote = { nom: string; email: string; phone: string; service: string; message: string };
type StoredContact = { name: string; email: string; indicatif: string; phone: string; subject: string; message: string };

const quote = { nom: 'Aminata Traoré', email: 'aminata.traore@exemple.bf', phone: '76112233', service: 'Vente en ligne' };
const contact = { name: 'Boureima Zongo', email: 'b.zongo@exemple.bf', indicatif: '+227', phone: '90112233', subject: 'Prospection commerciale' };



/** The state on screen at 1280 px, then at 412 px (a phone), for a look at both. */
async function saveBothWidths(page: Page, testInfo: TestInfo, name: string) {
  await saveScreenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveScreenshot(page, testInfo, `${name}-412`);
}

test.describe('requests stored in the CMS', () => {
  // One reply of the e-mail service: the browser does not call it when the CMS stores the request (its outbox e-mails
  // the firm), so what it would answer changes nothing.
  for (const reply of [500] as Reply[]) {
    test(`quote, contact and order forms store their record and send no e-mail of their own; the e-mail service answering ${reply} changes nothing`, async ({ page, request }) => {
      await presentAsOrdinaryBrowser(page);
      const captured = await mockEmailJs(page, [reply]);

      const quoteMessage = uniqueTag(`devis-${reply}`);
      await page.goto('/demander-un-devis');
      const quoteForm = await fillQuote(page, { ...quote, message: quoteMessage });
      await quoteForm.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(quoteForm.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
      expect(await adminList<StoredQuote>(request, 'api::devi.devi', { message: quoteMessage })).toEqual([
        expect.objectContaining({ ...quote, message: quoteMessage, createdAt: expect.any(String) }),
      ]);

      const contactMessage = uniqueTag(`contact-${reply}`);
      await page.goto('/contact');
      const contactForm = await fillContact(page, contact, contactMessage);
      await contactForm.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(contactForm.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
      expect(await adminList<StoredContact>(request, 'api::contact.contact', { message: contactMessage })).toEqual([
        expect.objectContaining({ ...contact, message: contactMessage }),
      ]);

      // A book order, from the cart: stored at the CMS's price.
      const buyer = `${uniqueTag(`commande-${reply}`)}@exemple.bf`;
      const orderForm = await orderFirstBook(page, { name: contact.name, phone: contact.phone, email: buyer });
      await expect(orderForm.locator('[data-alert="success"] p')).toHaveText(/Votre commande a bien été envoyée/);
      expect(await adminList(request, 'api::commande.commande', { email: buyer })).toEqual([
        expect.objectContaining({ nom: contact.name, telephone: contact.phone, total: expect.any(Number) }),
      ]);
      // The CMS e-mails the firm about each of the three, the browser about none.
      expect(captured).toHaveLength(0);
    });
  }

  test('without JavaScript the quote and contact forms post to the server and the page shows the answer', async ({ browser, request }, testInfo) => {
    const { page, close } = await noScriptPage(browser, '/demander-un-devis');
    try {
      // A broken rule: its message on the field, everything typed kept.
      const invalid = uniqueTag('sans-js-invalide');
      let form = await fillQuote(page, { ...quote, message: invalid, email: 'aminata@exemple' });
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      form = page.getByTestId('quote-form');
      await expect(form.locator('[data-field-error]')).toHaveText([QUOTE_INVALID_EMAIL]);
      await expect(form.getByLabel('Adresse e-mail')).toHaveValue('aminata@exemple');
      await expect(form.getByLabel('Votre besoin')).toHaveValue(invalid);
      await expect(form.getByLabel('Service souhaité')).toHaveValue(quote.service);
      expect(await adminList(request, 'api::devi.devi', { message: invalid })).toHaveLength(0);

      // Corrected: stored, the success alert, the form emptied. The phone as typed by hand is reduced to its digits.
      const sent = uniqueTag('sans-js');
      form = await fillQuote(page, { ...quote, message: sent, phone: '76 11 22 33' });
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      form = page.getByTestId('quote-form');
      await expect(form.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
      await expect(form.getByLabel('Votre besoin')).toHaveValue('');
      await saveBothWidths(page, testInfo, 'forms-quote-nojs-success');
      expect(await adminList<StoredQuote>(request, 'api::devi.devi', { message: sent })).toEqual([
        expect.objectContaining({ ...quote, message: sent }),
      ]);

      const message = uniqueTag('contact-sans-js');
      await page.goto('/contact');
      const contactForm = await fillContact(page, contact, message);
      await contactForm.getByRole('button', { name: 'Envoyer le message' }).click();
      await expect(page.getByTestId('contact-form').locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
      expect(await adminList(request, 'api::contact.contact', { message })).toHaveLength(1);
    } finally {
      await close();
    }
  });

  test('a robot filling the hidden honeypot is answered like a success; nothing is stored or e-mailed', async ({ page, browser, request }) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    const message = uniqueTag('robot');
    await page.goto('/demander-un-devis');
    const form = await fillQuote(page, { ...quote, message });
    // People never see it nor reach it with the keyboard.
    const trap = form.locator('input[name="site_web"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    expect(await trap.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThan(0);
    await trap.fill('https://spam.example');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    expect(captured).toHaveLength(0);

    // The same robot without JavaScript.
    const { page: noScript, close } = await noScriptPage(browser, '/demander-un-devis');
    try {
      const plain = await fillQuote(noScript, { ...quote, message });
      await plain.locator('input[name="site_web"]').fill('https://spam.example');
      await plain.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(noScript.getByTestId('quote-form').locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    } finally {
      await close();
    }
    expect(await adminList(request, 'api::devi.devi', { message })).toHaveLength(0);
  });
});

// The same build on sites of their own: one whose CMS is stopped (CMS_URL on a closed port), one with the
// per-address limit on (the shared site turns it off, every test sending from 127.0.0.1).
test.describe('requests when the CMS is stopped', () => {
  let site: ExtraSite | null = null;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startExtraSite({ CMS_URL: 'http://127.0.0.1:9/api', CMS_TIMEOUT_MS: '2000' }, '/demander-un-devis');
  });
  test.afterAll(() => site?.stop());

  test('the e-mail alone makes a success; when it fails too, the error and every field kept', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200, 500]);
    await page.goto(`${site!.origin}/demander-un-devis`);
    const message = uniqueTag('cms-arrete');
    let form = await fillQuote(page, { ...quote, message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);

    // Ten seconds later (the e-mail throttle of the page), both fail.
    await page.evaluate(() => localStorage.clear());
    form = await fillQuote(page, { ...quote, message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="error"] p')).toHaveText(SEND_FAILURE);
    await expect(form.getByLabel('Nom complet')).toHaveValue(quote.nom);
    await expect(form.getByLabel('Votre besoin')).toHaveValue(message);
    await saveBothWidths(page, testInfo, 'forms-quote-nothing-reached');
    expect(captured).toHaveLength(2);
  });
});

test.describe('requests on a site without the CMS token', () => {
  let site: ExtraSite | null = null;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The public role reads (production.spec checks anonymous reads) but may not write: requests go by e-mail alone.
    site = await startExtraSite({ CMS_URL: CMS_API, CMS_TOKEN: '' }, '/demander-un-devis');
  });
  test.afterAll(() => site?.stop());

  test('the site serves its pages; a quote reaches the firm by e-mail alone and nothing is stored', async ({ page, request }) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    const [job] = await cmsList<{ slug: string; titre: string }>('/jobs?sort=id:asc&pagination[limit]=1&fields[0]=slug&fields[1]=titre');
    const page1 = await fetch(`${site!.origin}/jobs/${job!.slug}`);
    expect(page1.status).toBe(200);
    expect(await page1.text()).toContain(job!.titre);
    await page.goto(`${site!.origin}/demander-un-devis`);
    const message = uniqueTag('sans-jeton');
    const form = await fillQuote(page, { ...quote, message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    expect(captured).toHaveLength(1);
    expect(await adminList(request, 'api::devi.devi', { message })).toHaveLength(0);
  });
});

test.describe('requests past the per-address limit', () => {
  let site: ExtraSite | null = null;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startExtraSite({ CMS_URL: CMS_API, FORM_RATE_LIMIT: '2' }, '/demander-un-devis');
  });
  test.afterAll(() => site?.stop());

  test('the third request within a minute gets the French message, keeps its fields and sends no e-mail; an application past it is refused unread', async ({ page, browser, request }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    await page.goto(`${site!.origin}/demander-un-devis`);
    const message = uniqueTag('limite');
    for (let i = 0; i < 2; i += 1) {
      const form = await fillQuote(page, { ...quote, message });
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(form.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    }
    const form = await fillQuote(page, { ...quote, message });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="error"] p')).toHaveText(REQUEST_RATE_LIMITED);
    await expect(form.getByLabel('Votre besoin')).toHaveValue(message);
    await saveBothWidths(page, testInfo, 'forms-quote-rate-limited');
    expect(await adminList(request, 'api::devi.devi', { message })).toHaveLength(2);
    // The CMS e-mails the firm about the two stored; the limited one reached nobody, and the browser e-mailed none.
    expect(captured).toHaveLength(0);
    // This plain `next start` has no proxy in front and no TRUSTED_PROXIES: one line at start says the setting is
    // missing, and no request is taken for a proxy left undeclared (Next writes X-Forwarded-For itself).
    const warnings = site!.output().split('\n').filter((line) => line.includes('TRUSTED_PROXIES'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('TRUSTED_PROXIES is not set');

    // Past the limit, an application (its CV posted as multipart) is refused by the proxy before its body is read:
    // the form says so in French with JavaScript, and the page says so without it.
    const [job] = await cmsList<{ slug: string }>('/jobs?sort=date_expiration:desc&pagination[limit]=1&fields[0]=slug');
    const email = `${uniqueTag('limite-cv')}@exemple.bf`;
    const applicant = { name: 'Salif Compaoré', email, indicatif: '+226', phone: '70112233', message: 'Disponible.' };
    const cv = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: TEST_PDF };
    const application = await openApplicationForm(page, `${site!.origin}/jobs/${job!.slug}`);
    await fillApplication(application, applicant, cv);
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await application.getByRole('button', { name: APPLY_BUTTON }).click();
    expect((await refused).status()).toBe(429);
    await expect(application.locator('[data-alert="error"] p')).toHaveText(REQUEST_RATE_LIMITED);
    await expect(application.getByLabel('Nom complet')).toHaveValue(applicant.name);
    const { page: plain, close } = await noScriptPage(browser, `${site!.origin}/jobs/${job!.slug}`);
    const plainForm = plain.getByTestId('application-form');
    await fillApplication(plainForm, applicant, cv);
    const answer = plain.waitForResponse((response) => response.request().method() === 'POST');
    await plainForm.getByRole('button', { name: APPLY_BUTTON }).click();
    expect((await answer).status()).toBe(429);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Trop de demandes');
    await expect(plain.getByText(REQUEST_RATE_LIMITED)).toBeVisible();
    await close();
    expect(await adminList(request, 'api::candidature.candidature', { email })).toHaveLength(0);
  });
});
