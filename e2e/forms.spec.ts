import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { CONTACT_SERVICES, QUOTE_SERVICES } from '../lib/forms/services';
import { DIALING_CODES } from '../lib/forms/dialingCodes';
import { site } from '../lib/site';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, CMS_API, CMS_ORIGIN } from './env';
import { cmsList, saveScreenshot, VIEWPORTS } from './helpers';

// Messages of spec section 8, typed here as the spec spells them (not imported: the test checks the text).
const QUOTE_INVALID_EMAIL = 'Email Invalide !';
const QUOTE_NO_SERVICE = 'Veuillez sélectionner un service.';
const QUOTE_EMPTY_MESSAGE = 'Veuillez saisir un message.';
const SEND_FAILURE = "Une Erreur s'est produite veuillez réessayer !";
const QUOTE_SUCCESS = 'Votre demande a bien été envoyée !';
const NEWSLETTER_INVALID = 'Email Invalide!';
const NEWSLETTER_SUCCESS = "Merci d'avoir souscrit à notre newsletter !";
// Not in the spec (it leaves these required fields to the browser): ours.
const NAME_REQUIRED = 'Veuillez saisir votre nom.';
const PHONE_REQUIRED = 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).';

const EMAILJS = 'https://api.emailjs.com/**';
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  451: 'Unavailable For Headless Browser',
  403: 'Forbidden',
  429: 'Too Many Requests',
};
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };

type Reply = number | 'abort';

/**
 * Answers the e-mail service's requests in the browser (there is no internet, and the real service refuses
 * headless browsers). Returns the captured POSTs; `replies` are used in turn, the last one repeats.
 */
async function mockEmailJs(page: Page, replies: Reply[], delayMs = 0): Promise<Request[]> {
  const captured: Request[] = [];
  let index = 0;
  await page.route(EMAILJS, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    captured.push(request);
    const reply = replies[Math.min(index, replies.length - 1)] ?? 200;
    index += 1;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (reply === 'abort') return route.abort('internetdisconnected');
    return route.fulfill({ status: reply, headers: CORS, body: STATUS_TEXT[reply] ?? 'Error' });
  });
  return captured;
}

/**
 * Playwright's Chromium says navigator.webdriver = true, and the product refuses to send from headless
 * browsers (spec section 7). Tests that need the request to leave present an ordinary browser.
 */
async function presentAsOrdinaryBrowser(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  });
}

/** The named fields of a multipart request body. */
function multipartFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  if (!boundary) throw new Error(`not multipart: ${type}`);
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]!] = match[2]!;
  }
  return fields;
}

const quote = {
  nom: 'Awa Ouédraogo',
  email: 'awa.ouedraogo@exemple.bf',
  phone: '70123456',
  service: 'Stratégie de marketing digital',
  message: 'Nous lançons une boutique en ligne et voulons une stratégie pour les réseaux sociaux.',
};

async function fillQuote(page: Page, values = quote) {
  const form = page.getByTestId('quote-form');
  await form.getByLabel('Nom complet').fill(values.nom);
  await form.getByLabel('Adresse e-mail').fill(values.email);
  await form.getByLabel('Téléphone').fill(values.phone);
  await form.getByLabel('Service souhaité').selectOption(values.service);
  await form.getByLabel('Votre besoin').fill(values.message);
}

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

  test('success: the request carries the fields and ids, then the form is reset', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200], 800);
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/demander-un-devis');
    await fillQuote(page);
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

  test('each failure (451, 403, 429, network error) keeps the input and shows the red alert', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    // 429 last: a throttle answer keeps the page's throttle stamp, the others let the visitor retry at once.
    const replies: Reply[] = [451, 403, 'abort', 429];
    const captured = await mockEmailJs(page, replies);
    await page.goto('/demander-un-devis');
    await fillQuote(page);
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

  test('a headless browser is refused before any request', async ({ page }) => {
    const captured = await mockEmailJs(page, [200]);
    await page.goto('/demander-un-devis');
    await fillQuote(page);
    const form = page.getByTestId('quote-form');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="error"] p')).toHaveText(SEND_FAILURE);
    await expectQuoteKept(page);
    expect(captured).toHaveLength(0);
  });

  test('the per-page throttle refuses a second send within its interval', async ({ page }) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, [200]);
    await page.goto('/demander-un-devis');
    const form = page.getByTestId('quote-form');
    await fillQuote(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(QUOTE_SUCCESS)).toBeVisible();
    await fillQuote(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.locator('[data-alert="error"] p')).toHaveText(SEND_FAILURE);
    await expectQuoteKept(page);
    expect(captured).toHaveLength(1);
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
    expect(await codes.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(
      DIALING_CODES.map((entry) => entry.code),
    );
    expect(await codes.locator('option').count()).toBe(14);
    const services = await form.getByLabel('Service concerné').locator('option').allTextContents();
    expect(services.slice(1)).toEqual([...CONTACT_SERVICES]);
    expect(services).toHaveLength(10);
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

    // Network error: the red alert, nothing lost.
    await submit.click();
    await expect(form.locator('[data-alert="error"] p')).toHaveText(SEND_FAILURE);
    await expect(form.getByLabel('Votre message')).toHaveValue(contact.message);
    await expect(form.getByLabel('Indicatif du pays')).toHaveValue(contact.indicatif);
    await saveScreenshot(page, testInfo, 'forms-contact-failure-412');

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

// ---------------------------------------------------------------- newsletter

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post(`${CMS_ORIGIN}/admin/login`, { data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).data.token as string}` };
}

/** Subscriptions stored in the CMS for `email`, read through Strapi's admin API (the public role cannot read them). */
async function storedSubscriptions(request: APIRequestContext, email: string): Promise<{ email: string; nom: string }[]> {
  const headers = await adminHeaders(request);
  const response = await request.get(
    `${CMS_ORIGIN}/content-manager/collection-types/api::newsletter.newsletter?page=1&pageSize=100&filters[$and][0][email][$eq]=${encodeURIComponent(email)}`,
    { headers },
  );
  expect(response.status()).toBe(200);
  return (await response.json()).results as { email: string; nom: string }[];
}

function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.bf`;
}

function footerNewsletter(page: Page) {
  return page.locator('footer').getByTestId('newsletter-form');
}

/** Server-action POSTs the page makes (they carry a Next-Action header). */
function watchActionPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) posts.push(request);
  });
  return posts;
}

test.describe('newsletter against the CMS under test', () => {
  test('an invalid address shows the message and sends nothing', async ({ page }, testInfo) => {
    const posts = watchActionPosts(page);
    await page.goto('/demander-un-devis');
    const form = footerNewsletter(page);
    const input = form.getByLabel('Votre adresse e-mail');
    for (const bad of ['awa@exemple', 'awa ouedraogo@exemple.bf', 'sans-arobase.bf']) {
      await input.fill(bad);
      await form.getByRole('button', { name: "S'abonner" }).click();
      await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_INVALID);
      await expect(input).toHaveValue(bad);
      await expect(input).toBeFocused();
    }
    await saveScreenshot(page, testInfo, 'forms-newsletter-invalid-1280');
    expect(posts).toHaveLength(0);
  });

  test('a valid address is stored once; subscribing it again is a success, not a duplicate', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('abonne');
    await page.goto('/contact');
    const form = footerNewsletter(page);
    const input = form.getByLabel('Votre adresse e-mail');
    await input.fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
    await expect(input).toHaveValue('');
    await saveScreenshot(page, testInfo, 'forms-newsletter-success-1280');

    const stored = await storedSubscriptions(request, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email, nom: email.split('@')[0] });

    await form.getByRole('button', { name: 'Fermer le message' }).click();
    await expect(form.getByText(NEWSLETTER_SUCCESS)).toHaveCount(0);
    await input.fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
    expect(await storedSubscriptions(request, email)).toHaveLength(1);
    // The CMS itself refuses the same address (unique): it is really stored.
    const again = await request.post(`${CMS_API}/newsletters`, { data: { data: { nom: 'x', email } } });
    expect(again.status()).toBe(400);
  });

  test('the button shows the subscribing label and is disabled while the action runs', async ({ page }) => {
    await page.goto('/contact');
    const form = footerNewsletter(page);
    // Hold the server action's answer so the pending state can be seen.
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.getByLabel('Votre adresse e-mail').fill(uniqueEmail('attente'));
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.getByRole('button', { name: 'Inscription...' })).toBeDisabled();
    await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts and the page shows the banner', async ({ page, request }, testInfo) => {
      const email = uniqueEmail('sans-js');
      await page.goto('/contact');
      let form = footerNewsletter(page);
      await form.getByLabel('Votre adresse e-mail').fill('pas-une-adresse@exemple');
      await form.getByRole('button', { name: "S'abonner" }).click();
      await page.waitForLoadState('load');
      form = footerNewsletter(page);
      await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_INVALID);
      // Nothing typed is lost.
      await expect(form.getByLabel('Votre adresse e-mail')).toHaveValue('pas-une-adresse@exemple');

      await form.getByLabel('Votre adresse e-mail').fill(email);
      await form.getByRole('button', { name: "S'abonner" }).click();
      await page.waitForLoadState('load');
      form = footerNewsletter(page);
      await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
      await expect(form.getByLabel('Votre adresse e-mail')).toHaveValue('');
      await saveScreenshot(page, testInfo, 'forms-newsletter-nojs-1280');
      expect(await storedSubscriptions(request, email)).toHaveLength(1);
      // Only the footer form answered: the side menu's form shows no banner.
      await expect(page.locator('header').getByTestId('newsletter-form').getByText(NEWSLETTER_SUCCESS)).toHaveCount(0);
    });
  });
});

// The same build served by a second `next start` whose CMS_URL points at a closed port: the server action
// runs on the server, so this is how "CMS stopped" is reached without stopping the shared CMS.
test.describe('newsletter with the CMS stopped', () => {
  let server: ChildProcess | null = null;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn('npx', ['--no-install', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        ...process.env,
        NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
        CMS_URL: 'http://127.0.0.1:9/api',
        CMS_TIMEOUT_MS: '2000',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/demander-un-devis`)).status < 500) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${origin} did not start`);
  });

  test.afterAll(() => {
    // The whole process group (npx and next).
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('the error banner shows and the address is kept', async ({ page }, testInfo) => {
    const email = uniqueEmail('cms-arrete');
    await page.goto(`${origin}/demander-un-devis`);
    const form = footerNewsletter(page);
    const input = form.getByLabel('Votre adresse e-mail');
    await input.fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.locator('[data-banner-text]')).toHaveText(SEND_FAILURE);
    await expect(input).toHaveValue(email);
    await saveScreenshot(page, testInfo, 'forms-newsletter-error-1280');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// ---------------------------------------------------------------- book cart

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

  test('ordering sends books, quantities, total and contact by e-mail, with the same text on WhatsApp', async ({ page }, testInfo) => {
    await presentAsOrdinaryBrowser(page);
    const captured = await mockEmailJs(page, ['abort', 200]);
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

    // A network error keeps the cart and the contact.
    await form.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(form.locator('[data-alert="error"] p')).toHaveText(SEND_FAILURE);
    await expect(form.getByLabel('Nom complet')).toHaveValue('Awa Ouédraogo');
    await expect(cart.getByTestId('cart-item')).toHaveCount(1);
    await saveScreenshot(page, testInfo, 'forms-cart-failure-1280');

    const whatsappBefore = new URL((await form.getByTestId('order-whatsapp').getAttribute('href'))!);
    await form.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(/Votre commande a bien été envoyée/);
    expect(captured).toHaveLength(2);
    const request = captured[1]!;
    expect(request.url()).toBe('https://api.emailjs.com/api/v1.0/email/send');
    const body = request.postDataJSON();
    expect(body).toMatchObject({ lib_version: '4.4.1', service_id: 'service_adive', template_id: 'template_commande', user_id: 'adive_public_key' });
    expect(body.template_params).toMatchObject({
      name: 'Awa Ouédraogo',
      phone: '70123456',
      email: 'awa@exemple.bf',
      books: `2 × ${book.title}`,
      total,
    });
    const text: string = body.template_params.message;
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
});
