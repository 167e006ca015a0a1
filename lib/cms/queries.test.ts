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
import tags5 from './__fixtures__/tags.v5.json';
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
} from './queries';
import { jsonResponse, mockFetch, textResponse, type RecordedCall } from './__fixtures__/mock-fetch';
import { withTestCms } from './__fixtures__/testCms';
import { resetLastGoodAnswersForTests } from './fetch';

const cms = withTestCms();

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
        { id: 1, question: 'Question 1 ?', answer: '<p>Réponse 1</p>', localization: { documentId: '', locale: 'fr' } },
        { id: 2, question: 'Question 2 ?', answer: '<p>Réponse 2</p>', localization: { documentId: '', locale: 'fr' } },
        { id: 3, question: 'Question 3 ?', answer: '<p>Réponse 3</p>', localization: { documentId: '', locale: 'fr' } },
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
    expect(cms.consoleError).toHaveBeenCalledTimes(1);
  });

  it('fails the whole list when a later page fails', async () => {
    mockFetch((url) => (pageOf(url) === 1 ? jsonResponse(faqsPage1) : jsonResponse({ error: {} }, 500)));
    expect(await getFaqs()).toMatchObject({ ok: false, error: 'http' });
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
        { id: 12, slug: 'recrutement-conseils-cv', title: 'Recrutement : nos conseils pour un CV réussi', publishedAt: '2024-02-01T11:00:00.000Z', image: null, localization: { documentId: 'm5n6b7v8c9x0z1l2k3j4h5g6', locale: 'fr' } },
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
    await expect(query()).resolves.toMatchObject({ ok: false, error: 'http' });
    mockFetch(() => textResponse('<html>maintenance</html>'));
    await expect(query()).resolves.toMatchObject({ ok: false, error: 'bad-response' });
    mockFetch(() => jsonResponse({ data: 'x' }));
    await expect(query()).resolves.toMatchObject({ ok: false, error: 'bad-response' });
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
    expect(await getTrainingBySlug('x')).toMatchObject({ ok: false, error: 'http' });
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
    // French, then each other published locale's own slugs (the switcher's links keep a slug across editions).
    const french = calls.filter((call) => !call.url.searchParams.has('locale'));
    expect(french).toHaveLength(2);
    expect(calls).toHaveLength(2 * 3);
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
    expect(await itemSlugs('post')).toMatchObject({ ok: false, error: 'http' });
  });

  it('fail when the CMS is down even after a good read: a last good copy would call an item published since unknown (404)', async () => {
    mockFetch(() => jsonResponse({ data: [{ id: 1, slug: 'ancienne' }], meta: {} }));
    expect(await itemSlugs('job')).toEqual({ ok: true, data: ['ancienne'] });
    expect(await newsFilterSlugs('tag')).toEqual({ ok: true, data: ['ancienne'] });
    const calls = mockFetch(() => jsonResponse({}, 503));
    expect(await itemSlugs('job')).toMatchObject({ ok: false, error: 'http' });
    expect(await newsFilterSlugs('tag')).toMatchObject({ ok: false, error: 'http' });
    // Each list asked once per locale, live: no second request for Next's data cache's copy.
    expect(calls).toHaveLength(3 + 1);
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
    expect(await countNewsPosts()).toMatchObject({ ok: false, error: 'bad-response' });
    // (The CMS answered that request well: its answer would now stand in for a failure.)
    resetLastGoodAnswersForTests();
    mockFetch(() => jsonResponse({}, 500));
    expect(await countNewsPosts()).toMatchObject({ ok: false, error: 'http' });
  });
});
