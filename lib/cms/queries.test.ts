import biblios5 from './__fixtures__/biblios.v5.json';
import blogs4 from './__fixtures__/blogs.v4.json';
import blogs5 from './__fixtures__/blogs.v5.json';
import categories4 from './__fixtures__/categories.v4.json';
import faqsPage1 from './__fixtures__/faqs-page1.v4.json';
import faqsPage2 from './__fixtures__/faqs-page2.v4.json';
import faqs5 from './__fixtures__/faqs.v5.json';
import formations4 from './__fixtures__/formations.v4.json';
import formations5 from './__fixtures__/formations.v5.json';
import jobs4 from './__fixtures__/jobs.v4.json';
import jobs5 from './__fixtures__/jobs.v5.json';
import payments4 from './__fixtures__/modespayments.v4.json';
import newsletterCreated from './__fixtures__/newsletter-created.v5.json';
import newsletterDuplicate from './__fixtures__/newsletter-duplicate.v5.json';
import newsletterInvalid from './__fixtures__/newsletter-invalid.v5.json';
import tags5 from './__fixtures__/tags.v5.json';
import { resetLastGoodAnswersForTests } from './fetch';
import { resetCmsLogForTests } from './log';
import {
  countNewsPosts,
  getBooks,
  getCategories,
  getFaqs,
  getJobBySlug,
  getJobs,
  getPaymentMethods,
  getNewsPostBySlug,
  getNewsPosts,
  getRecentNewsPosts,
  getTags,
  getTrainingBySlug,
  getTrainings,
  MAX_PAGES,
  itemSlugs,
  newsFilterSlugs,
  storeApplication,
  storeRequest,
  subscribe,
} from './queries';
import { jsonResponse, mockFetch, textResponse, type RecordedCall } from './__fixtures__/mock-fetch';
import { applicationRequest } from '@/lib/forms/application';
import { contactRequest } from '@/lib/forms/contact';
import { subscriberRecord } from '@/lib/forms/newsletter';
import { orderLinesRecord, orderRequest } from '@/lib/forms/order';
import { quoteRequest } from '@/lib/forms/quote';
import { cmsRecord } from '@/lib/forms/request';

const savedUrl = process.env.CMS_URL;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  process.env.CMS_URL = 'http://cms.test:1337/api';
  resetCmsLogForTests();
  resetLastGoodAnswersForTests();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  if (savedUrl === undefined) delete process.env.CMS_URL;
  else process.env.CMS_URL = savedUrl;
});

const params = (call: RecordedCall | undefined): Record<string, string> =>
  Object.fromEntries(call ? [...call.url.searchParams.entries()] : []);

const pageOf = (url: URL): number => Number(url.searchParams.get('pagination[page]'));

describe('list pagination', () => {
  it('reads every page until meta.pagination.pageCount, keeping repeated items once', async () => {
    const calls = mockFetch((url) => jsonResponse(pageOf(url) === 1 ? faqsPage1 : faqsPage2));
    const result = await getFaqs();
    expect(result).toEqual({
      ok: true,
      data: [
        { id: 1, question: 'Question 1 ?', answer: '<p>Réponse 1</p>' },
        { id: 2, question: 'Question 2 ?', answer: '<p>Réponse 2</p>' },
        { id: 3, question: 'Question 3 ?', answer: '<p>Réponse 3</p>' },
      ],
    });
    expect(calls.map((c) => [c.url.pathname, pageOf(c.url), c.url.searchParams.get('pagination[pageSize]')])).toEqual([
      ['/api/faqs', 1, '100'],
      ['/api/faqs', 2, '100'],
    ]);
    expect(calls.every((c) => c.init.next?.tags?.join() === 'faqs')).toBe(true);
  });

  it('stops after the first page when the meta is missing', async () => {
    const calls = mockFetch(() => jsonResponse({ data: faqs5.data }));
    const result = await getFaqs();
    expect(result.ok && result.data.map((f) => f.id)).toEqual([4]);
    expect(calls).toHaveLength(1);
  });

  it(`stops after ${MAX_PAGES} pages even if the CMS claims more`, async () => {
    const calls = mockFetch((url) =>
      jsonResponse({
        data: [{ id: pageOf(url), question: `Q${pageOf(url)}`, reponse: '' }],
        meta: { pagination: { page: pageOf(url), pageSize: 1, pageCount: 1000, total: 1000 } },
      }),
    );
    const result = await getFaqs();
    expect(calls).toHaveLength(MAX_PAGES);
    expect(result.ok && result.data).toHaveLength(MAX_PAGES);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('fails the whole list when a later page fails', async () => {
    mockFetch((url) => (pageOf(url) === 1 ? jsonResponse(faqsPage1) : jsonResponse({ error: {} }, 500)));
    expect(await getFaqs()).toEqual({ ok: false, error: 'http' });
  });
});

describe('collection queries', () => {
  it('getNewsPosts: newest first, populated, both shapes', async () => {
    const calls = mockFetch(() => jsonResponse(blogs4));
    const result = await getNewsPosts();
    expect(result.ok && result.data.map((p) => p.slug)).toEqual(['le-digital-au-service-des-pme-burkinabe', 'recrutement-conseils-cv']);
    expect(result.ok && result.data[0]?.image?.url).toBe('http://cms.test:1337/uploads/pme_digital_4f1c2a.jpg');
    expect(params(calls[0])).toMatchObject({ 'sort[0]': 'publishedAt:desc', populate: '*' });
    expect(calls[0]?.url.pathname).toBe('/api/blogs');
    expect(calls[0]?.init.next?.tags).toEqual(['blogs']);

    mockFetch(() => jsonResponse(blogs5));
    const v5 = await getNewsPosts();
    expect(v5.ok && v5.data.map((p) => p.id)).toEqual([14, 12]);
  });

  it('getRecentNewsPosts: sort, start/limit pagination, summaries', async () => {
    const calls = mockFetch(() => jsonResponse(blogs5));
    const result = await getRecentNewsPosts(3);
    expect(params(calls[0])).toEqual({
      sort: 'publishedAt:desc',
      'pagination[start]': '0',
      'pagination[limit]': '3',
      populate: '*',
    });
    expect(result).toEqual({
      ok: true,
      data: [
        expect.objectContaining({ id: 14, slug: 'le-digital-au-service-des-pme-burkinabe' }),
        { id: 12, slug: 'recrutement-conseils-cv', title: 'Recrutement : nos conseils pour un CV réussi', publishedAt: '2024-02-01T11:00:00.000Z', image: null },
      ],
    });
    expect(result.ok && 'content' in (result.data[0] ?? {})).toBe(false);

    await getRecentNewsPosts(1);
    expect(params(calls[1])['pagination[limit]']).toBe('1');
  });

  it('getTags, getCategories (counting posts), getPaymentMethods, getBooks', async () => {
    const calls = mockFetch((url) => {
      switch (url.pathname) {
        case '/api/tags':
          return jsonResponse(tags5);
        case '/api/categories':
          return jsonResponse(categories4);
        case '/api/modespayments':
          return jsonResponse(payments4);
        case '/api/biblios':
          return jsonResponse(biblios5);
        default:
          return jsonResponse({}, 404);
      }
    });
    const [tags, categories, payments, books] = await Promise.all([getTags(), getCategories(), getPaymentMethods(), getBooks()]);
    expect(tags.ok && tags.data.map((t) => t.name)).toEqual(['Digital', 'Emploi']);
    expect(categories.ok && categories.data.map((c) => [c.slug, c.postCount])).toEqual([
      ['conseils', 2],
      ['evenements', 0],
      ['formation', 0],
    ]);
    expect(payments.ok && payments.data.map((p) => p.name)).toEqual(['Orange Money', 'Virement bancaire']);
    expect(books.ok && books.data.map((b) => b.title)).toHaveLength(2);

    const byPath = Object.fromEntries(calls.map((c) => [c.url.pathname, c]));
    expect(params(byPath['/api/categories'])).toMatchObject({ 'populate[blogs][fields][0]': 'slug' });
    expect(byPath['/api/categories']?.init.next?.tags).toEqual(['categories']);
    expect(byPath['/api/tags']?.init.next?.tags).toEqual(['tags']);
    expect(byPath['/api/modespayments']?.init.next?.tags).toEqual(['modespayments']);
    expect(params(byPath['/api/modespayments'])).toMatchObject({ populate: '*' });
    expect(byPath['/api/biblios']?.init.next?.tags).toEqual(['biblios']);
  });

  it('getTrainings: explicit nested populate reaching the payment methods\' images', async () => {
    const calls = mockFetch(() => jsonResponse(formations4));
    const result = await getTrainings();
    expect(result.ok && result.data.map((t) => t.slug)).toEqual([
      'gestion-de-projet-outils-numeriques',
      'marketing-digital-debutants',
      'excel-avance',
    ]);
    expect(params(calls[0])).toMatchObject({
      'populate[image]': 'true',
      'populate[formateur]': 'true',
      'populate[typesformation]': 'true',
      'populate[modesformation]': 'true',
      'populate[modespayment][populate][Image]': 'true',
    });
    expect(params(calls[0]).populate).toBeUndefined();
    expect(calls[0]?.init.next?.tags).toEqual(['formations']);
  });

  it('getJobs: newest publication date first', async () => {
    const calls = mockFetch(() => jsonResponse(jobs5));
    const result = await getJobs();
    expect(result.ok && result.data.map((j) => j.company)).toEqual(['SODIBO SARL', '']);
    expect(params(calls[0])).toMatchObject({ 'sort[0]': 'date_publication:desc', populate: '*' });
    expect(calls[0]?.init.next?.tags).toEqual(['jobs']);
  });

  it.each([
    ['getNewsPosts', getNewsPosts],
    ['getTags', getTags],
    ['getCategories', getCategories],
    ['getTrainings', getTrainings],
    ['getPaymentMethods', getPaymentMethods],
    ['getJobs', getJobs],
    ['getBooks', getBooks],
    ['getFaqs', getFaqs],
    ['getRecentNewsPosts', () => getRecentNewsPosts(3)],
  ] as const)('%s never throws: 500, HTML and garbage become ok:false', async (_name, query) => {
    mockFetch(() => jsonResponse({ error: 'boom' }, 500));
    await expect(query()).resolves.toEqual({ ok: false, error: 'http' });
    mockFetch(() => textResponse('<html>maintenance</html>'));
    await expect(query()).resolves.toEqual({ ok: false, error: 'bad-response' });
    mockFetch(() => jsonResponse({ data: 'x' }));
    await expect(query()).resolves.toEqual({ ok: false, error: 'bad-response' });
    mockFetch(() => jsonResponse({ data: ['x', 1, null, { nothing: true }] }));
    await expect(query()).resolves.toEqual({ ok: true, data: [] });
  });
});

describe('slug lookups', () => {
  it('getNewsPostBySlug filters on the slug and populates', async () => {
    const calls = mockFetch(() => jsonResponse({ data: [blogs5.data[1]], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } }));
    const result = await getNewsPostBySlug('recrutement-conseils-cv');
    expect(result.ok && result.data?.title).toBe('Recrutement : nos conseils pour un CV réussi');
    expect(calls[0]?.url.pathname).toBe('/api/blogs');
    expect(params(calls[0])).toEqual({ 'filters[slug][$eq]': 'recrutement-conseils-cv', populate: '*' });
    expect(calls[0]?.url.search).toContain('filters%5Bslug%5D%5B%24eq%5D=recrutement-conseils-cv');
    expect(calls[0]?.init.next?.tags).toEqual(['blogs']);
  });

  it('returns data: null when nothing matches', async () => {
    mockFetch(() => jsonResponse({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } }));
    expect(await getNewsPostBySlug('inconnu')).toEqual({ ok: true, data: null });
  });

  it('ignores items whose slug differs (a filter the CMS dropped)', async () => {
    mockFetch(() => jsonResponse(jobs4));
    expect(await getJobBySlug('assistant-administratif')).toMatchObject({ ok: true, data: { id: 20, slug: 'assistant-administratif' } });
    expect(await getJobBySlug('autre')).toEqual({ ok: true, data: null });
  });

  it('does not call the CMS for an empty slug', async () => {
    const calls = mockFetch(() => jsonResponse(jobs4));
    expect(await getJobBySlug('  ')).toEqual({ ok: true, data: null });
    expect(calls).toHaveLength(0);
  });

  it('encodes unusual slugs safely', async () => {
    const calls = mockFetch(() => jsonResponse({ data: [] }));
    await getJobBySlug('a&populate=evil#x');
    expect(params(calls[0])['filters[slug][$eq]']).toBe('a&populate=evil#x');
    expect(params(calls[0]).populate).toBe('*');
  });

  it('getTrainingBySlug populates deeply and reshapes both shapes', async () => {
    const calls = mockFetch(() => jsonResponse({ data: [formations5.data[0]] }));
    const result = await getTrainingBySlug('gestion-de-projet-outils-numeriques');
    expect(result.ok && result.data?.paymentMethods.map((p) => p.name)).toEqual(['Moov Money']);
    expect(params(calls[0])).toMatchObject({
      'filters[slug][$eq]': 'gestion-de-projet-outils-numeriques',
      'populate[modespayment][populate][Image]': 'true',
      'populate[formateur]': 'true',
    });
    expect(calls[0]?.init.next?.tags).toEqual(['formations']);
  });

  it('reports a failure rather than "not found" when the CMS is down', async () => {
    mockFetch(() => jsonResponse({}, 503));
    expect(await getTrainingBySlug('x')).toEqual({ ok: false, error: 'http' });
  });
});

describe('subscribe', () => {
  it('POSTs the name and address as {data: {nom, email}}, uncached, and succeeds on 2xx', async () => {
    const calls = mockFetch(() => jsonResponse(newsletterCreated, 201));
    expect(await subscribe('/newsletters', subscriberRecord(' Aïcha@example.org '))).toEqual({ ok: true });
    expect(calls[0]?.url.href).toBe('http://cms.test:1337/api/newsletters');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ data: { nom: 'Aïcha', email: 'Aïcha@example.org' } });
  });

  it('succeeds on a 2xx without a JSON body', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    expect(await subscribe('/newsletters', { nom: '', email: 'a@b.co' })).toEqual({ ok: true });
  });

  it('reports an already subscribed address as `duplicate`, without logging', async () => {
    mockFetch(() => jsonResponse(newsletterDuplicate, 400));
    expect(await subscribe('/newsletters', { nom: '', email: 'aicha@example.org' })).toEqual({ ok: false, error: 'duplicate', status: 400 });
    expect(consoleError).not.toHaveBeenCalled();
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
    expect(consoleError).toHaveBeenCalledTimes(4);
    expect(consoleError.mock.calls.join('\n')).toContain('POST /newsletters refused (HTTP 403): CMS_TOKEN is not set');
    expect(consoleError.mock.calls.join('\n')).not.toMatch(/pas-un-email|a@b\.co/);
  });
});

describe('itemSlugs and newsFilterSlugs', () => {
  it.each([
    ['post', 'blogs'],
    ['training', 'formations'],
    ['job', 'jobs'],
  ] as const)('read every slug of the %s collection (%s), one field, every page', async (kind, collection) => {
    const calls = mockFetch((url) =>
      jsonResponse({
        data: pageOf(url) === 1 ? [{ id: 3, attributes: { slug: 'x-y' } }, { id: 4, attributes: { slug: '' } }] : [{ id: 5, slug: 'z' }],
        meta: { pagination: { page: pageOf(url), pageSize: 100, pageCount: 2, total: 3 } },
      }),
    );
    expect(await itemSlugs(kind)).toEqual({ ok: true, data: ['x-y', 'z'] });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url.pathname).toBe(`/api/${collection}`);
    expect(params(calls[0])).toEqual({ 'fields[0]': 'slug', sort: 'id:asc', 'pagination[page]': '1', 'pagination[pageSize]': '100' });
    expect(calls[0]?.init.next?.tags).toEqual([collection]);
  });

  it('read the tags and the categories, and fail when the CMS is down', async () => {
    const calls = mockFetch(() => jsonResponse({ data: [{ id: 1, slug: 'emploi' }], meta: {} }));
    expect(await newsFilterSlugs('tag')).toEqual({ ok: true, data: ['emploi'] });
    expect(await newsFilterSlugs('category')).toEqual({ ok: true, data: ['emploi'] });
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/tags', '/api/categories']);
    mockFetch(() => jsonResponse({}, 503));
    expect(await itemSlugs('post')).toEqual({ ok: false, error: 'http' });
  });

  it('fail when the CMS is down even after a good read: a last good copy would call an item published since unknown (404)', async () => {
    mockFetch(() => jsonResponse({ data: [{ id: 1, slug: 'ancienne' }], meta: {} }));
    expect(await itemSlugs('job')).toEqual({ ok: true, data: ['ancienne'] });
    expect(await newsFilterSlugs('tag')).toEqual({ ok: true, data: ['ancienne'] });
    const calls = mockFetch(() => jsonResponse({}, 503));
    expect(await itemSlugs('job')).toEqual({ ok: false, error: 'http' });
    expect(await newsFilterSlugs('tag')).toEqual({ ok: false, error: 'http' });
    // Each list asked once, live: no second request for Next's data cache's copy.
    expect(calls).toHaveLength(2);
  });
});

describe('countNewsPosts', () => {
  it('reads the total of a one-item page, filtered on the tag or the category', async () => {
    const calls = mockFetch(() => jsonResponse({ data: [{ id: 1, slug: 'a' }], meta: { pagination: { page: 1, pageSize: 1, pageCount: 12, total: 12 } } }));
    expect(await countNewsPosts()).toEqual({ ok: true, data: 12 });
    expect(params(calls[0])).toEqual({ 'fields[0]': 'slug', 'pagination[page]': '1', 'pagination[pageSize]': '1' });
    await countNewsPosts({ tag: 'emploi' });
    expect(params(calls[1])['filters[tags][slug][$eq]']).toBe('emploi');
    await countNewsPosts({ category: 'conseils' });
    expect(params(calls[2])['filters[categories][slug][$eq]']).toBe('conseils');
    expect(calls[0]?.init.next?.tags).toEqual(['blogs']);
  });

  it('fails without a usable total', async () => {
    mockFetch(() => jsonResponse({ data: [], meta: {} }));
    expect(await countNewsPosts()).toEqual({ ok: false, error: 'bad-response' });
    // (The CMS answered that request well: its answer would now stand in for a failure.)
    resetLastGoodAnswersForTests();
    mockFetch(() => jsonResponse({}, 500));
    expect(await countNewsPosts()).toEqual({ ok: false, error: 'http' });
  });
});

describe('storing the requests', () => {
  const quote = { name: 'Awa', email: 'awa@exemple.bf', phone: '70123456', service: 'Autres', message: 'Bonjour' };
  // Each kind's record, as its definition names the CMS attributes (what the server actions send).
  const storeQuote = (deliveryKey?: string) => storeRequest(quoteRequest.collection, cmsRecord(quoteRequest, quote), deliveryKey);
  const storeContact = (deliveryKey?: string) =>
    storeRequest(contactRequest.collection, cmsRecord(contactRequest, { ...quote, dialingCode: '+226' }), deliveryKey);

  it('POSTs each request to its collection with the CMS field names, uncached', async () => {
    const calls = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    expect(await storeQuote()).toEqual({ ok: true });
    expect(await storeContact()).toEqual({ ok: true });
    const buyer = { name: 'Awa', phone: '70123456', email: 'awa@exemple.bf' };
    const lines = [{ bookId: 1, title: 'Vendre en ligne', price: 7500, quantity: 2 }];
    const order = { ...cmsRecord(orderRequest, buyer), ...orderLinesRecord(lines, buyer) };
    expect(await storeRequest(orderRequest.collection, order)).toEqual({ ok: true });
    expect(calls.map((call) => `${call.init.method} ${call.url.pathname} ${call.init.cache}`)).toEqual([
      'POST /api/devis no-store',
      'POST /api/contacts no-store',
      'POST /api/commandes no-store',
    ]);
    const bodies = calls.map((call) => JSON.parse(String(call.init.body)));
    expect(bodies[0]).toEqual({ data: { nom: 'Awa', email: 'awa@exemple.bf', phone: '70123456', service: 'Autres', message: 'Bonjour' } });
    expect(bodies[1].data).toMatchObject({ name: 'Awa', indicatif: '+226', subject: 'Autres' });
    expect(bodies[2].data).toEqual({
      nom: 'Awa',
      telephone: '70123456',
      email: 'awa@exemple.bf',
      lignes: [{ titre: 'Vendre en ligne', prix_unitaire: 7500, quantite: 2 }],
      total: 15000,
      recapitulatif: expect.stringContaining('2 × Vendre en ligne'),
    });
  });

  it('sends the delivery key, and sends the request again without it to a CMS that lacks the field', async () => {
    const calls = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    expect(await storeQuote('cle-12345678')).toEqual({ ok: true });
    expect(JSON.parse(String(calls[0]!.init.body)).data.cle_envoi).toBe('cle-12345678');

    const error = { data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key cle_envoi', details: { key: 'cle_envoi' } } };
    const refused = mockFetch((_url, init) => (String(init.body).includes('cle_envoi') ? jsonResponse(error, 400) : jsonResponse({ data: { id: 2 } }, 201)));
    expect(await storeContact('cle-12345678')).toEqual({ ok: true });
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
      collection: applicationRequest.collection,
      record: { offre: 'commercial-terrain', ...cmsRecord(applicationRequest, applicant) },
      cv: { bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), mime: 'application/pdf', extension: '.pdf' },
    };
    expect(await storeApplication(application)).toEqual({ ok: true });
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
    });
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
    expect(consoleError.mock.calls.join('\n')).toContain('POST /devis refused (HTTP 403): CMS_TOKEN is not set');
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    expect(await storeQuote()).toEqual({ ok: false, error: 'unreachable', status: null });
  });
});
