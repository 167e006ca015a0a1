import { expect, test, type APIRequestContext } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { applicationMessages } from '../lib/forms/application';
import { adminList, eventually } from './cmsAdmin';
import { CMS_API, CMS_TOKEN, NOTIFY_EMAIL } from './env';
import {
  APPLY_BUTTON,
  fillApplication,
  fillQuote,
  mockEmailJs,
  NEWSLETTER_SUCCESS,
  openApplicationForm,
  orderFirstBook,
  presentAsOrdinaryBrowser,
  QUOTE_SUCCESS,
  TEST_PDF,
  uniqueTag,
} from './forms';
import { startMailSink, type MailSink, type SentMail } from './mailSink';

// The firm hears of every request from the CMS itself (SMTP, to NOTIFY_EMAIL), and the visitor gets an
// acknowledgement; a mail server that is down loses nothing. The CMS under test sends to E2E_SMTP_PORT, where this
// suite's sink listens while it runs.

const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as {
  jobs: { titre: string; slug: string; date_expiration: string }[];
};
const openJob = seed.jobs.find((job) => job.date_expiration >= new Date().toISOString().slice(0, 10))!;
const person = { name: 'Mariam Sawadogo', indicatif: '+226', phone: '70998877' };

/** The two e-mails of the request whose text holds `tag`: the firm's, and the acknowledgement to `visitor`. */
async function mailsAbout(sink: MailSink, tag: string, visitor: string): Promise<{ firm: SentMail; ack: SentMail }> {
  const firm = () => sink.mails.find((mail) => mail.to.includes(NOTIFY_EMAIL) && mail.text.includes(tag));
  const ack = () => sink.mails.find((mail) => mail.to.includes(visitor));
  await eventually(async () => Boolean(firm() && ack()), `the e-mails about ${tag}`);
  return { firm: firm()!, ack: ack()! };
}

const storedCount = async (request: APIRequestContext, uid: string, filters: Record<string, string>) =>
  (await adminList(request, uid, filters)).length;

test.describe.serial('the CMS e-mails every request', () => {
  let sink: MailSink | null = null;
  test.beforeAll(async () => {
    sink = await startMailSink();
  });
  test.afterAll(async () => {
    await sink?.stop();
  });

  test('a quote, a contact message, an order and an application each reach the firm and are acknowledged in French', async ({ page }) => {
    test.setTimeout(120_000);
    await presentAsOrdinaryBrowser(page);
    const emailJs = await mockEmailJs(page, [200, 200, 200]);

    const quoteTag = uniqueTag('devis-mail');
    const quoteEmail = `${quoteTag}@exemple.bf`;
    await page.goto('/demander-un-devis');
    const quote = await fillQuote(page, { nom: person.name, email: quoteEmail, phone: person.phone, service: 'Vente en ligne', message: quoteTag });
    await quote.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(quote.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    const quoteMails = await mailsAbout(sink!, quoteTag, quoteEmail);
    expect(quoteMails.firm).toMatchObject({ subject: `Demande de devis : ${person.name}`, replyTo: quoteEmail });
    expect(quoteMails.firm.text).toContain('Service : Vente en ligne');
    expect(quoteMails.ack.subject).toBe('ADIVE a bien reçu votre demande de devis');
    expect(quoteMails.ack.text).toMatch(/^Bonjour,\n/);
    expect(quoteMails.ack.text).not.toContain(person.name);

    const contactTag = uniqueTag('contact-mail');
    const contactEmail = `${contactTag}@exemple.bf`;
    await page.goto('/contact');
    const contact = page.getByTestId('contact-form');
    await contact.getByLabel('Nom complet').fill(person.name);
    await contact.getByLabel('Adresse e-mail').fill(contactEmail);
    await contact.getByLabel('Numéro de téléphone').fill(person.phone);
    await contact.getByLabel('Service concerné').selectOption('Prospection commerciale');
    await contact.getByLabel('Votre message').fill(contactTag);
    await contact.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(contact.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    const contactMails = await mailsAbout(sink!, contactTag, contactEmail);
    expect(contactMails.firm.subject).toBe(`Message de contact : ${person.name}`);
    expect(contactMails.firm.text).toContain(`Téléphone : +226 ${person.phone}`);
    expect(contactMails.ack.subject).toBe('ADIVE a bien reçu votre message');

    const orderEmail = `${uniqueTag('commande-mail')}@exemple.bf`;
    const order = await orderFirstBook(page, { name: person.name, phone: person.phone, email: orderEmail });
    await expect(order.locator('[data-alert="success"] p')).toHaveText(/Votre commande a bien été envoyée/);
    const orderMails = await mailsAbout(sink!, orderEmail, orderEmail);
    expect(orderMails.firm.subject).toBe(`Commande de livres : ${person.name}`);
    expect(orderMails.firm.text).toMatch(/Total : \d+ CFA/);
    expect(orderMails.ack.subject).toBe('ADIVE a bien reçu votre commande');

    const applicationTag = uniqueTag('candidature-mail');
    const applicationEmail = `${applicationTag}@exemple.bf`;
    const application = await openApplicationForm(page, `/jobs/${openJob.slug}`);
    await fillApplication(application, { ...person, email: applicationEmail, message: applicationTag }, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: TEST_PDF,
    });
    await application.getByRole('button', { name: APPLY_BUTTON }).click();
    await expect(application.locator('[data-alert="success"] p')).toHaveText(applicationMessages.applicationSuccess(openJob.titre));
    const applicationMails = await mailsAbout(sink!, applicationTag, applicationEmail);
    expect(applicationMails.firm.subject).toBe(`Candidature : ${person.name} pour « ${openJob.titre} »`);
    expect(applicationMails.firm.text).toContain(`Offre : ${openJob.titre}`);
    expect(applicationMails.ack.subject).toBe(`ADIVE a bien reçu votre candidature au poste « ${openJob.titre} »`);

    // One message to the firm per request: the CMS's, never the browser's as well.
    expect(emailJs).toHaveLength(0);
    for (const tag of [quoteTag, contactTag, orderEmail, applicationTag]) {
      expect(sink!.mails.filter((mail) => mail.to.includes(NOTIFY_EMAIL) && mail.text.includes(tag)), tag).toHaveLength(1);
    }
  });

  test('a subscriber leaves through the link of the welcome e-mail, without JavaScript; a tampered link removes nothing', async ({ browser, page, request }) => {
    test.setTimeout(90_000);
    const subscribe = async (email: string) => {
      await page.goto('/contact');
      const form = page.locator('footer').getByTestId('newsletter-form');
      await form.getByLabel('Votre adresse e-mail').fill(email);
      await form.getByRole('button', { name: "S'abonner" }).click();
      await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
      await eventually(async () => sink!.mails.some((mail) => mail.to.includes(email)), `the welcome e-mail to ${email}`);
      const welcome = sink!.mails.find((mail) => mail.to.includes(email))!;
      expect(welcome.subject).toBe('Votre inscription à la lettre d’ADIVE');
      return /(http:\/\/\S+\/desinscription\?jeton=\S+)/.exec(welcome.text)![1]!;
    };
    const leaving = `${uniqueTag('depart')}@exemple.bf`;
    const staying = `${uniqueTag('reste')}@exemple.bf`;
    const link = await subscribe(leaving);
    const otherLink = await subscribe(staying);
    expect(await storedCount(request, 'api::newsletter.newsletter', { email: leaving })).toBe(1);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    // Another address's link with its signature changed: refused, nothing removed.
    const signature = otherLink.slice(-1) === 'A' ? 'B' : 'A';
    await visitor.goto(`${otherLink.slice(0, -1)}${signature}`);
    await visitor.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(visitor.locator('[data-alert="error"]')).toContainText('Ce lien de désinscription n’est pas valide');
    await expect(visitor.getByRole('button', { name: 'Me désinscrire' })).toHaveCount(0);
    expect(await storedCount(request, 'api::newsletter.newsletter', { email: staying })).toBe(1);
    // A token cut short: the CMS does not recognise it, nothing removed.
    await visitor.goto(link.slice(0, -10));
    await visitor.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(visitor.locator('[data-alert="error"]')).toContainText('Ce lien de désinscription n’est pas valide');
    expect(await storedCount(request, 'api::newsletter.newsletter', { email: leaving })).toBe(1);
    // Nor one too short to be a token at all: answered at once, no button.
    await visitor.goto(`${link.split('jeton=')[0]}jeton=abc`);
    await expect(visitor.locator('[data-alert="error"]')).toContainText('Ce lien de désinscription n’est pas valide');
    await expect(visitor.getByRole('button', { name: 'Me désinscrire' })).toHaveCount(0);

    // The real link: one button, the address gone, said in French.
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Désinscription');
    await visitor.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(visitor.locator('[data-alert="success"]')).toHaveText('Votre adresse a bien été retirée de notre liste : vous ne recevrez plus la lettre d’ADIVE.');
    expect(await storedCount(request, 'api::newsletter.newsletter', { email: leaving })).toBe(0);
    expect(await storedCount(request, 'api::newsletter.newsletter', { email: staying })).toBe(1);
    // The same link again: already gone, said so.
    await visitor.goto(link);
    await visitor.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(visitor.locator('[data-alert="success"]')).toHaveText('Cette adresse n’est plus inscrite : vous ne recevrez plus la lettre d’ADIVE.');
    await context.close();
  });

  test('a request or a subscription from the English or Arabic edition: the firm told in French which language to answer in, the visitor answered in theirs', async ({ request }) => {
    // Stored as the site's server stores them (lib/cms/writes.ts: `langue`, the edition the form was sent from).
    const post = async (collection: string, data: Record<string, unknown>) => {
      const response = await request.post(`${CMS_API}/${collection}`, { headers: { Authorization: `Bearer ${CMS_TOKEN}` }, data: { data } });
      expect(response.status(), `${collection}: ${await response.text()}`).toBe(201);
    };
    const quoteTag = uniqueTag('devis-anglais');
    const quoteEmail = `${quoteTag}@example.gh`;
    await post('devis', { nom: 'John Mensah', email: quoteEmail, phone: '244123456', service: 'Vente en ligne', message: quoteTag, langue: 'en' });
    const quote = await mailsAbout(sink!, quoteTag, quoteEmail);
    expect(quote.firm.subject).toBe('Demande de devis : John Mensah — À traiter en anglais');
    expect(quote.firm.text).toMatch(/^À traiter en anglais : le visiteur a écrit depuis le site en anglais ; répondez-lui en anglais\.\n\nDemande de devis reçue par le site le /);
    expect(quote.firm.text).toContain('Service : Vente en ligne');
    expect(quote.ack.subject).toBe('ADIVE has received your quote request');
    expect(quote.ack.text).toMatch(/^Hello,\n\nWe have received your quote request and will get back to you shortly\.\n/);
    expect(quote.ack.html).toContain('<html lang="en-GB" dir="ltr">');
    const [stored] = await adminList<{ langue: string }>(request, 'api::devi.devi', { message: quoteTag });
    expect(stored?.langue).toBe('en');

    const contactTag = uniqueTag('contact-arabe');
    const contactEmail = `${contactTag}@example.td`;
    await post('contacts', { name: 'Amina Hassan', email: contactEmail, indicatif: '+235', phone: '66123456', subject: 'Prospection commerciale', message: contactTag, langue: 'ar' });
    const contact = await mailsAbout(sink!, contactTag, contactEmail);
    expect(contact.firm.subject).toBe('Message de contact : Amina Hassan — À traiter en arabe');
    expect(contact.firm.text).toMatch(/^À traiter en arabe : /);
    expect(contact.ack.subject).toBe('تلقّت ADIVE رسالتكم');
    expect(contact.ack.text).toMatch(/^تحية طيبة،\n\nلقد تلقّينا رسالتكم، وسنعود إليكم في أقرب وقت\.\n/);
    expect(contact.ack.html).toContain('<html lang="ar" dir="rtl">');

    // A request without the field (another client, a site not yet updated): French, as before.
    const frenchTag = uniqueTag('devis-sans-langue');
    await post('devis', { nom: 'Awa', email: `${frenchTag}@exemple.bf`, phone: '70000000', service: 'Vente en ligne', message: frenchTag });
    const french = await mailsAbout(sink!, frenchTag, `${frenchTag}@exemple.bf`);
    expect(french.firm.subject).toBe('Demande de devis : Awa');
    expect(french.ack.subject).toBe('ADIVE a bien reçu votre demande de devis');

    const subscriber = `${uniqueTag('abonne-anglais')}@example.gh`;
    await post('newsletters', { nom: 'john', email: subscriber, langue: 'en' });
    await eventually(async () => sink!.mails.some((mail) => mail.to.includes(subscriber)), `the welcome e-mail to ${subscriber}`);
    const welcome = sink!.mails.find((mail) => mail.to.includes(subscriber))!;
    expect(welcome.subject).toBe('Your subscription to the ADIVE newsletter');
    expect(welcome.text).toMatch(/To unsubscribe at any time: http:\/\/\S+\/en\/unsubscribe\?jeton=[A-Za-z0-9_-]+\n/);
  });

  test('a quote sent from the English page: English messages, stored in English, the firm told to answer in English, the visitor answered in English', async ({ page, request }) => {
    await presentAsOrdinaryBrowser(page);
    await mockEmailJs(page, [200]);
    await page.goto('/en/request-a-quote');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const form = page.getByTestId('quote-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    const tag = uniqueTag('devis-page-anglaise');
    const email = `${tag}@example.gh`;
    await form.getByLabel('Full name').fill('Kofi Boateng');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone').fill('244123456');
    await form.getByLabel('Service required').selectOption({ label: 'Online sales' });
    await form.getByLabel('What you need').fill(tag);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText('Your request has been sent.');
    const mails = await mailsAbout(sink!, tag, email);
    expect(mails.firm.subject).toBe('Demande de devis : Kofi Boateng — À traiter en anglais');
    // The firm reads its own French word for the service the visitor chose in English.
    expect(mails.firm.text).toContain('Service : Vente en ligne');
    expect(mails.ack.subject).toBe('ADIVE has received your quote request');
    const [stored] = await adminList<{ langue: string; service: string }>(request, 'api::devi.devi', { message: tag });
    expect(stored).toMatchObject({ langue: 'en', service: 'Vente en ligne' });
  });

  test('with the mail server stopped, a request is stored all the same and the visitor sees the success', async ({ page, request }) => {
    await sink!.stop();
    sink = null;
    await presentAsOrdinaryBrowser(page);
    await mockEmailJs(page, [200]);
    const tag = uniqueTag('sans-smtp');
    await page.goto('/demander-un-devis');
    const quote = await fillQuote(page, { nom: person.name, email: `${tag}@exemple.bf`, phone: person.phone, service: 'Vente en ligne', message: tag });
    await quote.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(quote.locator('[data-alert="success"] p')).toHaveText(QUOTE_SUCCESS);
    expect(await storedCount(request, 'api::devi.devi', { message: tag })).toBe(1);
  });
});
