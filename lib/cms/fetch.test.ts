import { buildQueryString, cmsFetch, resetLastGoodAnswersForTests } from './fetch';
import { resetCmsLogForTests } from './log';
import { hangingFetch, headersOf, jsonResponse, mockFetch, textResponse } from './__fixtures__/mock-fetch';

const ENV_KEYS = ['CMS_URL', 'CMS_TOKEN', 'CMS_TIMEOUT_MS', 'CMS_REVALIDATE_SECONDS'] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

let consoleError: jest.SpyInstance;

beforeEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
  process.env.CMS_URL = 'http://cms.test:1337/api';
  resetCmsLogForTests();
  resetLastGoodAnswersForTests();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const key of ENV_KEYS) {
    const value = savedEnv[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const readData = (json: unknown): unknown[] | null =>
  typeof json === 'object' && json !== null && 'data' in json && Array.isArray(json.data) ? json.data : null;

describe('buildQueryString', () => {
  it('encodes Strapi bracket keys and values, in order, skipping undefined', () => {
    const qs = buildQueryString({
      'filters[slug][$eq]': 'été & co',
      populate: '*',
      sort: 'publishedAt:desc',
      'pagination[page]': 2,
      skipped: undefined,
    });
    const params = new URLSearchParams(qs);
    expect([...params.entries()]).toEqual([
      ['filters[slug][$eq]', 'été & co'],
      ['populate', '*'],
      ['sort', 'publishedAt:desc'],
      ['pagination[page]', '2'],
    ]);
    expect(qs).not.toContain(' ');
    expect(qs).not.toContain('& co');
  });

  it('is empty without parameters', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
  });
});

describe('cmsFetch', () => {
  it('GETs base URL + path + query with the v4 header, caching and the tag', async () => {
    const calls = mockFetch(() => jsonResponse({ data: [1] }));
    const result = await cmsFetch({ path: '/blogs', query: { populate: '*' }, tags: ['blogs'], read: readData });
    expect(result).toEqual({ ok: true, status: 200, data: [1] });
    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(`${call?.url.origin}${call?.url.pathname}`).toBe('http://cms.test:1337/api/blogs');
    expect(call?.url.searchParams.get('populate')).toBe('*');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.next).toEqual({ revalidate: 600, tags: ['blogs'] });
    expect(call?.init.cache).toBeUndefined();
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    const headers = headersOf(call);
    expect(headers.get('Strapi-Response-Format')).toBe('v4');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('sends the token only when CMS_TOKEN is set, and honours CMS_REVALIDATE_SECONDS', async () => {
    process.env.CMS_TOKEN = 'secret-token';
    process.env.CMS_REVALIDATE_SECONDS = '300';
    const calls = mockFetch(() => jsonResponse({ data: [] }));
    await cmsFetch({ path: 'jobs', tags: ['jobs'], read: readData });
    expect(headersOf(calls[0]).get('Authorization')).toBe('Bearer secret-token');
    expect(calls[0]?.url.href).toBe('http://cms.test:1337/api/jobs');
    expect(calls[0]?.init.next).toEqual({ revalidate: 300, tags: ['jobs'] });
  });

  it('POSTs JSON without caching', async () => {
    const calls = mockFetch(() => jsonResponse({ data: { id: 1 } }, 201));
    const result = await cmsFetch({ path: '/newsletters', method: 'POST', body: { data: { nom: 'A', email: 'a@b.co' } }, read: () => true });
    expect(result).toEqual({ ok: true, status: 201, data: true });
    const call = calls[0];
    expect(call?.init.method).toBe('POST');
    expect(call?.init.cache).toBe('no-store');
    expect(call?.init.next).toBeUndefined();
    expect(JSON.parse(String(call?.init.body))).toEqual({ data: { nom: 'A', email: 'a@b.co' } });
    expect(headersOf(call).get('Content-Type')).toBe('application/json');
  });

  it('fails with `timeout` when the CMS does not answer in time', async () => {
    process.env.CMS_TIMEOUT_MS = '30';
    mockFetch(hangingFetch);
    const started = Date.now();
    const result = await cmsFetch({ path: '/blogs', read: readData });
    expect(result).toMatchObject({ ok: false, error: 'timeout', status: null });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/^\[cms\] GET \/blogs failed: timeout after 30 ms$/);
  });

  it('fails with `unreachable` on a network error', async () => {
    mockFetch(() => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    });
    const result = await cmsFetch({ path: '/blogs', read: readData });
    expect(result).toMatchObject({ ok: false, error: 'unreachable' });
    expect(consoleError.mock.calls[0]?.[0]).toBe('[cms] GET /blogs failed: unreachable (ECONNREFUSED)');
  });

  it('fails with `http` and the status on a 500', async () => {
    mockFetch(() => jsonResponse({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }, 500));
    const result = await cmsFetch({ path: '/jobs', query: { populate: '*' }, read: readData });
    expect(result).toMatchObject({ ok: false, error: 'http', status: 500 });
    expect(consoleError.mock.calls[0]?.[0]).toBe('[cms] GET /jobs?populate=* failed: HTTP 500');
  });

  it('fails with `http` on an HTML error page', async () => {
    mockFetch(() => textResponse('<html><body>502 Bad Gateway</body></html>', 502));
    expect(await cmsFetch({ path: '/jobs', read: readData })).toMatchObject({ ok: false, error: 'http', status: 502 });
  });

  it.each([
    ['an HTML page', textResponse('<!doctype html><html><body>Proxy login</body></html>')],
    ['an empty body', textResponse('', 200, 'application/json')],
    ['truncated JSON', textResponse('{"data": [', 200, 'application/json')],
  ])('fails with `bad-response` on %s with status 200', async (_name, response) => {
    mockFetch(() => response);
    expect(await cmsFetch({ path: '/faqs', read: readData })).toMatchObject({ ok: false, error: 'bad-response' });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it.each([[{}], [{ data: 'x' }], [[1, 2, 3]], [null], ['data'], [{ data: { id: 1 } }]])(
    'fails with `bad-response` on JSON of an unexpected shape: %j',
    async (body) => {
      mockFetch(() => jsonResponse(body));
      expect(await cmsFetch({ path: '/faqs', read: readData })).toMatchObject({ ok: false, error: 'bad-response' });
    },
  );

  it('logs an identical failure once within 60 s, and again after', async () => {
    mockFetch(() => jsonResponse({}, 500));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await cmsFetch({ path: '/faqs', read: readData });
    await cmsFetch({ path: '/faqs', read: readData });
    now.mockReturnValue(1_000_000 + 59_000);
    await cmsFetch({ path: '/faqs', read: readData });
    expect(consoleError).toHaveBeenCalledTimes(1);

    await cmsFetch({ path: '/jobs', read: readData });
    expect(consoleError).toHaveBeenCalledTimes(2);

    now.mockReturnValue(1_000_000 + 61_000);
    await cmsFetch({ path: '/faqs', read: readData });
    expect(consoleError).toHaveBeenCalledTimes(3);
    for (const [line] of consoleError.mock.calls) expect(String(line).split('\n')).toHaveLength(1);
  });

  it('does not log failures the caller expects', async () => {
    mockFetch(() => jsonResponse({}, 400));
    const result = await cmsFetch({ path: '/newsletters', method: 'POST', read: () => true, isExpected: (f) => f.status === 400 });
    expect(result).toMatchObject({ ok: false, error: 'http', status: 400 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("lets Next.js's own control-flow errors through (dynamic usage during prerendering)", async () => {
    const dynamicUsage = Object.assign(new Error('Dynamic server usage'), { digest: 'DYNAMIC_SERVER_USAGE' });
    mockFetch(() => {
      throw dynamicUsage;
    });
    await expect(cmsFetch({ path: '/faqs', read: readData })).rejects.toBe(dynamicUsage);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('falls back to the default URL when CMS_URL is unusable', async () => {
    process.env.CMS_URL = 'not a url';
    const calls = mockFetch(() => jsonResponse({ data: [] }));
    await cmsFetch({ path: '/faqs', read: readData });
    expect(calls[0]?.url.href).toBe('http://127.0.0.1:1337/api/faqs');
  });
});

describe('cmsFetch when the CMS fails: the last good copy', () => {
  // Stand-in for Next's data cache: a request asked with a very long revalidation time is answered from the
  // cache when an entry exists.
  const ONE_YEAR = 365 * 24 * 3600;

  it('asks again for the same request with a long revalidation time, and returns the cached copy', async () => {
    const calls = mockFetch((_url, init) => {
      if (init.next?.revalidate === ONE_YEAR) return jsonResponse({ data: ['copie'] });
      return Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    });
    const result = await cmsFetch({ path: '/blogs', query: { populate: '*' }, tags: ['blogs'], read: readData });
    expect(result).toEqual({ ok: true, status: 200, data: ['copie'] });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url.href).toBe(calls[0]!.url.href);
    expect(headersOf(calls[1])).toEqual(headersOf(calls[0]));
    expect(calls[1]!.init.next?.tags).toEqual(['blogs']);
    const logged = consoleError.mock.calls.map((args) => String(args[0]));
    expect(logged.some((line) => line.includes('ECONNREFUSED'))).toBe(true);
    expect(logged.some((line) => line.includes('serving the last good copy'))).toBe(true);
  });

  it('keeps serving the last good answer when the CMS starts answering 200 with garbage (which Next would cache)', async () => {
    let healthy = true;
    const calls = mockFetch(() => (healthy ? jsonResponse({ data: ['bon'] }) : textResponse('{"data":[{"id":1,"attr', 200)));
    const read = () => cmsFetch({ path: '/blogs', query: { populate: '*' }, tags: ['blogs'], read: readData });
    expect(await read()).toEqual({ ok: true, status: 200, data: ['bon'] });
    healthy = false;
    // The data cache now holds the garbage too: only the copy in memory is left.
    expect(await read()).toEqual({ ok: true, status: 200, data: ['bon'] });
    expect(await read()).toEqual({ ok: true, status: 200, data: ['bon'] });
    expect(calls.length).toBeGreaterThanOrEqual(3);
    // Another request never gets that copy.
    expect((await cmsFetch({ path: '/jobs', tags: ['jobs'], read: readData })).ok).toBe(false);
  });

  it('keeps the original failure when there is no copy either', async () => {
    mockFetch(() => textResponse('Bad gateway', 502));
    const result = await cmsFetch({ path: '/jobs', tags: ['jobs'], read: readData });
    expect(result).toMatchObject({ ok: false, error: 'http', status: 502 });
  });

  it('never replays a POST', async () => {
    const calls = mockFetch(() => textResponse('down', 503));
    const result = await cmsFetch({ path: '/newsletters', method: 'POST', body: { data: {} }, read: () => ({}) });
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
