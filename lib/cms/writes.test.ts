import newsletterCreated from './__fixtures__/newsletter-created.v5.json';
import newsletterDuplicate from './__fixtures__/newsletter-duplicate.v5.json';
import newsletterInvalid from './__fixtures__/newsletter-invalid.v5.json';
import { RELAY_HEADER, storeApplication, storeRequest, subscribe } from './writes';
import { jsonResponse, mockFetch } from './__fixtures__/mock-fetch';
import { withTestCms } from './__fixtures__/testCms';
import { applicationRequest } from '@/lib/forms/application';
import { contactRequest } from '@/lib/forms/contact';
import { subscriberRecord } from '@/lib/forms/newsletter';
import { orderLinesRecord, orderRequest } from '@/lib/forms/order';
import { quoteRequest } from '@/lib/forms/quote';
import { cmsRecord } from '@/lib/forms/definition';
import type { Edition } from '@/lib/editions';

const cms = withTestCms();

describe('subscribe', () => {
  it('POSTs the name and address as {data: {nom, email, langue}}, uncached, and succeeds on 2xx', async () => {
    const calls = mockFetch(() => jsonResponse(newsletterCreated, 201));
    expect(await subscribe('/newsletters', subscriberRecord(' Aïcha@example.org '))).toEqual({ ok: true });
    expect(calls[0]?.url.href).toBe('http://cms.test:1337/api/newsletters');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ data: { nom: 'Aïcha', email: 'Aïcha@example.org', langue: 'fr' } });
  });

  it('sends the edition the address subscribed from, French by default, and without it to a CMS that lacks the field', async () => {
    const calls = mockFetch(() => jsonResponse(newsletterCreated, 201));
    await subscribe('/newsletters', { nom: 'john', email: 'john@example.gh' }, { edition: 'en' });
    await subscribe('/newsletters', { nom: 'amina', email: 'amina@example.td' }, { edition: 'ar' });
    // Anything but an edition (the form's hidden field is the visitor's to change) is French.
    await subscribe('/newsletters', { nom: 'x', email: 'x@example.org' }, { edition: 'de' as Edition });
    expect(calls.map((call) => JSON.parse(String(call.init.body)).data.langue)).toEqual(['en', 'ar', 'fr']);

    const unknown = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key langue', details: { key: 'langue' } } };
    const older = mockFetch((_url, init) => (String(init.body).includes('langue') ? jsonResponse(unknown, 400) : jsonResponse(newsletterCreated, 201)));
    expect(await subscribe('/newsletters', { nom: 'john', email: 'john@example.gh' }, { edition: 'en' })).toEqual({ ok: true });
    expect(older.map((call) => JSON.parse(String(call.init.body)).data)).toEqual([
      { nom: 'john', email: 'john@example.gh', langue: 'en' },
      { nom: 'john', email: 'john@example.gh' },
    ]);
    expect(cms.consoleError.mock.calls.join('\n')).toContain("POST /newsletters: the CMS has no langue field; the visitor's language is not kept");

    // A duplicate is no missing field: not sent again.
    const duplicate = mockFetch(() => jsonResponse(newsletterDuplicate, 400));
    expect(await subscribe('/newsletters', { nom: '', email: 'aicha@example.org' }, { edition: 'en' })).toEqual({ ok: false, error: 'duplicate', status: 400 });
    expect(duplicate).toHaveLength(1);
  });

  it('succeeds on a 2xx without a JSON body', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    expect(await subscribe('/newsletters', { nom: '', email: 'a@b.co' })).toEqual({ ok: true });
  });

  it('reports an already subscribed address as `duplicate`, without logging', async () => {
    mockFetch(() => jsonResponse(newsletterDuplicate, 400));
    expect(await subscribe('/newsletters', { nom: '', email: 'aicha@example.org' })).toEqual({ ok: false, error: 'duplicate', status: 400 });
    expect(cms.consoleError).not.toHaveBeenCalled();
  });

  it('reports other 400s, 403s and outages as failures, and logs them without the address', async () => {
    mockFetch(() => jsonResponse(newsletterInvalid, 400));
    expect(await subscribe('/newsletters', { nom: '', email: 'pas-un-email' })).toEqual({ ok: false, error: 'http', status: 400 });
    mockFetch(() => jsonResponse({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403));
    expect(await subscribe('/newsletters', { nom: '', email: 'a@b.co' })).toEqual({ ok: false, error: 'http', status: 403 });
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    expect(await subscribe('/newsletters', { nom: '', email: 'a@b.co' })).toEqual({ ok: false, error: 'unreachable', status: null });
    // The 403 twice: the failure, then why (no token).
    expect(cms.consoleError).toHaveBeenCalledTimes(4);
    expect(cms.consoleError.mock.calls.join('\n')).toContain('POST /newsletters refused (HTTP 403): CMS_TOKEN is not set');
    expect(cms.consoleError.mock.calls.join('\n')).not.toMatch(/pas-un-email|a@b\.co/);
  });
});

describe('storing the requests', () => {
  const quote = { name: 'Awa', email: 'awa@exemple.bf', phone: '70123456', service: 'Autres', message: 'Bonjour' };
  // Each kind's record, as its definition names the CMS attributes (what the server actions send).
  const storeQuote = (deliveryKey?: string) => storeRequest(quoteRequest.endpoint, cmsRecord(quoteRequest, quote), { deliveryKey });
  const storeContact = (deliveryKey?: string) =>
    storeRequest(contactRequest.endpoint, cmsRecord(contactRequest, { ...quote, dialingCode: '+226' }), { deliveryKey });

  it('POSTs each request to its collection with the CMS field names, uncached', async () => {
    const calls = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    expect(await storeQuote()).toEqual({ ok: true, firmNotified: false });
    expect(await storeContact()).toEqual({ ok: true, firmNotified: false });
    const buyer = { name: 'Awa', phone: '70123456', email: 'awa@exemple.bf' };
    const lines = [{ bookId: 1, title: 'Vendre en ligne', price: 7500, quantity: 2 }];
    const order = { ...cmsRecord(orderRequest, buyer), ...orderLinesRecord(lines, buyer) };
    expect(await storeRequest(orderRequest.endpoint, order)).toEqual({ ok: true, firmNotified: false });
    expect(calls.map((call) => `${call.init.method} ${call.url.pathname} ${call.init.cache}`)).toEqual([
      'POST /api/devis no-store',
      'POST /api/contacts no-store',
      'POST /api/commandes no-store',
    ]);
    const bodies = calls.map((call) => JSON.parse(String(call.init.body)));
    expect(bodies[0]).toEqual({ data: { nom: 'Awa', email: 'awa@exemple.bf', phone: '70123456', service: 'Autres', message: 'Bonjour', langue: 'fr' } });
    expect(bodies[1].data).toMatchObject({ name: 'Awa', indicatif: '+226', subject: 'Autres', langue: 'fr' });
    expect(bodies[2].data).toEqual({
      nom: 'Awa',
      telephone: '70123456',
      email: 'awa@exemple.bf',
      lignes: [{ titre: 'Vendre en ligne', prix_unitaire: 7500, quantite: 2 }],
      total: 15000,
      recapitulatif: expect.stringContaining('2 × Vendre en ligne'),
      langue: 'fr',
    });
  });

  it('sends the edition each request was sent from, French by default', async () => {
    const calls = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    await storeRequest(quoteRequest.endpoint, cmsRecord(quoteRequest, quote), { edition: 'en' });
    await storeRequest(contactRequest.endpoint, cmsRecord(contactRequest, { ...quote, dialingCode: '+226' }), { edition: 'ar', deliveryKey: 'cle-12345678' });
    await storeRequest(quoteRequest.endpoint, cmsRecord(quoteRequest, quote), { edition: 'fr' });
    await storeRequest(quoteRequest.endpoint, cmsRecord(quoteRequest, quote), { edition: 'xx' as Edition });
    const sent = calls.map((call) => JSON.parse(String(call.init.body)).data);
    expect(sent.map((data) => data.langue)).toEqual(['en', 'ar', 'fr', 'fr']);
    expect(sent[1]).toMatchObject({ cle_envoi: 'cle-12345678', langue: 'ar' });
  });

  it('sends a request again without its edition, then without its key, to a CMS that lacks those fields', async () => {
    const unknown = (key: string) => jsonResponse({ data: null, error: { status: 400, name: 'ValidationError', message: `Invalid key ${key}`, details: { key } } }, 400);
    const calls = mockFetch((_url, init) => {
      const data = JSON.parse(String(init.body)).data;
      if ('langue' in data) return unknown('langue');
      if ('cle_envoi' in data) return unknown('cle_envoi');
      return jsonResponse({ data: { id: 1 } }, 201);
    });
    expect(await storeRequest(quoteRequest.endpoint, cmsRecord(quoteRequest, quote), { edition: 'en', deliveryKey: 'cle-12345678' })).toEqual({ ok: true, firmNotified: false });
    expect(calls.map((call) => Object.keys(JSON.parse(String(call.init.body)).data).filter((name) => name === 'langue' || name === 'cle_envoi'))).toEqual([
      ['cle_envoi', 'langue'],
      ['cle_envoi'],
      [],
    ]);
  });

  it("offers the browser's e-mail when asked, and reads from the answer whether the CMS's outbox e-mails the firm", async () => {
    const answers = [
      { data: { id: 1, attributes: { email_etat: 'en attente' } } },
      { data: { id: 2, documentId: 'x', email_etat: 'envoyé' } },
      { data: { id: 3, attributes: { email_etat: 'confié au site' } } },
      // A Strapi without the e-mail state (no outbox), or whose field is empty.
      { data: { id: 4, attributes: { nom: 'Awa' } } },
      { data: { id: 5, attributes: { email_etat: null } } },
    ];
    const calls = mockFetch(() => jsonResponse(answers[calls.length - 1], 201));
    const notified = [];
    for (let i = 0; i < answers.length; i += 1) {
      const result = await storeRequest(quoteRequest.endpoint, cmsRecord(quoteRequest, quote), { browserEmail: i !== 1 });
      notified.push(result.ok && result.firmNotified);
    }
    expect(notified).toEqual([true, true, false, false, false]);
    expect(calls.map((call) => new Headers(call.init.headers).get(RELAY_HEADER))).toEqual(['navigateur', null, 'navigateur', 'navigateur', 'navigateur']);
  });

  it('sends the delivery key, and sends the request again without it to a CMS that lacks the field', async () => {
    const calls = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    expect(await storeQuote('cle-12345678')).toEqual({ ok: true, firmNotified: false });
    expect(JSON.parse(String(calls[0]!.init.body)).data.cle_envoi).toBe('cle-12345678');

    const error = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key cle_envoi', details: { key: 'cle_envoi' } } };
    const refused = mockFetch((_url, init) => (String(init.body).includes('cle_envoi') ? jsonResponse(error, 400) : jsonResponse({ data: { id: 2 } }, 201)));
    expect(await storeContact('cle-12345678')).toEqual({ ok: true, firmNotified: false });
    expect(refused).toHaveLength(2);
    expect(JSON.parse(String(refused[1]!.init.body)).data).not.toHaveProperty('cle_envoi');

    // Another refusal is not retried.
    const invalid = mockFetch(() => jsonResponse({ error: { status: 400, message: 'nom must be defined' } }, 400));
    expect((await storeQuote('cle-12345678')).ok).toBe(false);
    expect(invalid).toHaveLength(1);
  });

  it("deposits an application and its CV in one multipart request, and reads the CMS's refusal of a closed offer", async () => {
    const calls = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    const applicant = { name: 'Salif', email: 'salif@exemple.bf', dialingCode: '+226', phone: '70112233', message: '' };
    const application = {
      endpoint: applicationRequest.endpoint,
      record: { offre: 'commercial-terrain', ...cmsRecord(applicationRequest, applicant) },
      cv: { bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), mime: 'application/pdf', extension: '.pdf' },
    };
    expect(await storeApplication(application)).toEqual({ ok: true, firmNotified: true });
    const [call] = calls;
    expect(`${call!.init.method} ${call!.url.pathname} ${call!.init.cache}`).toBe('POST /api/candidatures/depot no-store');
    const form = call!.init.body as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({
      offre: 'commercial-terrain',
      nom: 'Salif',
      email: 'salif@exemple.bf',
      indicatif: '+226',
      telephone: '70112233',
      message: '',
      langue: 'fr',
    });
    await storeApplication(application, { edition: 'ar' });
    expect(JSON.parse(String((calls[1]!.init.body as FormData).get('data'))).langue).toBe('ar');
    const cv = form.get('cv') as File;
    expect([cv.name, cv.type, cv.size]).toEqual(['cv.pdf', 'application/pdf', 5]);

    const refused = (reason: string, status: number) =>
      jsonResponse({ data: null, error: { status, name: 'ApplicationRefused', message: reason, details: { reason } } }, status);
    mockFetch(() => refused('job-expired', 410));
    expect(await storeApplication(application)).toEqual({ ok: false, error: 'job-closed', expired: true, status: 410 });
    mockFetch(() => refused('job-unknown', 404));
    expect(await storeApplication(application)).toEqual({ ok: false, error: 'job-closed', expired: false, status: 404 });
    // A CMS without the route (not yet updated) answers a plain 404.
    mockFetch(() => jsonResponse({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404));
    expect(await storeApplication(application)).toEqual({ ok: false, error: 'missing-collection', status: 404 });
  });

  it('reports a CMS without the collection, or without the right to create in it, as missing-collection', async () => {
    mockFetch(() => jsonResponse({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404));
    expect(await storeContact()).toEqual({
      ok: false,
      error: 'missing-collection',
      status: 404,
    });
    mockFetch(() => jsonResponse({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403));
    expect(await storeQuote()).toEqual({ ok: false, error: 'missing-collection', status: 403 });
    // The logs say why: the site has no token the CMS accepts.
    expect(cms.consoleError.mock.calls.join('\n')).toContain('POST /devis refused (HTTP 403): CMS_TOKEN is not set');
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    expect(await storeQuote()).toEqual({ ok: false, error: 'unreachable', status: null });
  });
});
