// Shared by the form specs: the messages as the spec spells them, the e-mail service answered in the browser, and
// the steps of a quote, an order and an application.
import type { Locator, Page, Request, Route } from '@playwright/test';

// The spec's messages, typed out rather than imported so that the tests check the text itself (spec section 8).
export const QUOTE_INVALID_EMAIL = 'Email Invalide !';
export const QUOTE_NO_SERVICE = 'Veuillez sélectionner un service.';
export const QUOTE_EMPTY_MESSAGE = 'Veuillez saisir un message.';
export const SEND_FAILURE = "Une Erreur s'est produite veuillez réessayer !";
export const QUOTE_SUCCESS = 'Votre demande a bien été envoyée !';
export const NEWSLETTER_INVALID = 'Email Invalide!';
export const NEWSLETTER_SUCCESS = "Merci d'avoir souscrit à notre newsletter !";
// Not in the spec (it leaves these required fields to the browser): ours.
export const NAME_REQUIRED = 'Veuillez saisir votre nom.';
export const PHONE_REQUIRED = 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).';

const EMAILJS = 'https://api.emailjs.com/**';
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  451: 'Unavailable For Headless Browser',
  403: 'Forbidden',
  429: 'Too Many Requests',
};
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };

export type Reply = number | 'abort';

/**
 * Answers the e-mail service's requests in the browser (there is no internet, and the real service refuses
 * headless browsers). Returns the captured POSTs; `replies` are used in turn, the last one repeats.
 */
export async function mockEmailJs(page: Page, replies: Reply[], delayMs = 0): Promise<Request[]> {
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
 * Playwright's Chromium sets navigator.webdriver, and the mailer sends nothing from a headless browser (spec
 * section 7): tests whose e-mail request must leave pose as an ordinary browser.
 */
export async function presentAsOrdinaryBrowser(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  });
}

/** The named fields of a multipart request body. */
export function multipartFields(request: Request): Record<string, string> {
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

/**
 * Cuts the visitor's connection to the site for server-action calls (the request never reaches the server): with
 * the e-mail service failing too, the request reaches no one. Returns a function that restores the connection.
 */
export async function cutSiteCalls(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.request().method() === 'POST' && route.request().headers()['next-action'] ? route.abort('internetdisconnected') : route.fallback();
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

/** A value no other test or run uses, to find the record a test stored. */
export function uniqueTag(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export type QuoteFields = { nom: string; email: string; phone: string; service: string; message: string };

/** Fills every field of the quote form as a visitor would; returns the form. */
export async function fillQuote(page: Page, values: QuoteFields) {
  const form = page.getByTestId('quote-form');
  await form.getByLabel('Nom complet').fill(values.nom);
  await form.getByLabel('Adresse e-mail').fill(values.email);
  await form.getByLabel('Téléphone').fill(values.phone);
  await form.getByLabel('Service souhaité').selectOption(values.service);
  await form.getByLabel('Votre besoin').fill(values.message);
  return form;
}

export type ContactFields = { name: string; email: string; indicatif: string; phone: string; subject: string };

/** Fills every field of the contact form as a visitor would; returns the form. */
export async function fillContact(page: Page, values: ContactFields, message: string) {
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Nom complet').fill(values.name);
  await form.getByLabel('Adresse e-mail').fill(values.email);
  await form.getByLabel('Indicatif du pays').selectOption(values.indicatif);
  await form.getByLabel('Numéro de téléphone').fill(values.phone);
  await form.getByLabel('Service concerné').selectOption(values.subject);
  await form.getByLabel('Votre message').fill(message);
  return form;
}

/** Orders the first book of /adive-biblio from its dialog, as `buyer`; returns the order form (sent). */
export async function orderFirstBook(page: Page, buyer: { name: string; phone: string; email: string }) {
  await page.goto('/adive-biblio');
  await page.getByTestId('book-card').first().getByRole('button', { name: /^Voir Plus/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Acheter' }).click();
  const orderForm = page.getByRole('dialog', { name: 'Votre panier' }).getByTestId('order-form');
  await orderForm.getByLabel('Nom complet').fill(buyer.name);
  await orderForm.getByLabel('Téléphone').fill(buyer.phone);
  await orderForm.getByLabel('Adresse e-mail').fill(buyer.email);
  await orderForm.getByRole('button', { name: 'Envoyer la commande' }).click();
  return orderForm;
}

/** The visitor edits the cart kept in sessionStorage: 1 CFA a book (what the server must never believe). */
export async function lowerCartPrices(page: Page) {
  await page.evaluate(() => {
    const root = JSON.parse(sessionStorage.getItem('root') ?? '{}');
    for (const item of root.state.cart) item.price = 1;
    sessionStorage.setItem('root', JSON.stringify(root));
  });
}

/** The smallest file that is a PDF by its content. */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const APPLY_BUTTON = 'Postuler directement avec mon CV';

export type ApplicationFields = { name: string; email: string; indicatif: string; phone: string; message: string };

/** The application form of the job page at `url`, option 2 opened (without JavaScript both options are open). */
export async function openApplicationForm(page: Page, url: string) {
  await page.goto(url);
  const option2 = page.getByRole('button', { name: /Option 2/ });
  if ((await option2.getAttribute('aria-expanded')) === 'false') await option2.click();
  return page.getByTestId('application-form');
}

export async function fillApplication(form: Locator, values: ApplicationFields, cv: Parameters<Locator['setInputFiles']>[0] | null) {
  await form.getByLabel('Nom complet').fill(values.name);
  await form.getByLabel('Adresse e-mail').fill(values.email);
  await form.getByLabel('Indicatif du pays').selectOption(values.indicatif);
  await form.getByLabel('Numéro de téléphone').fill(values.phone);
  await form.getByLabel(/Un mot pour le recruteur/).fill(values.message);
  if (cv) await form.getByLabel(/Votre CV/).setInputFiles(cv);
}
