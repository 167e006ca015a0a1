import { beyondCap, cacheFirst, isFresh, isStorable, keep, keptAnswer } from './keptCaches';

const DAY = 24 * 60 * 60 * 1000;
const LIMITS = { maxEntries: 2, maxAgeDays: 30 };

/** The Cache API as the worker sees it, in memory: entries by address, in the order they were kept. */
function fakeCaches({ failPut }: { failPut?: string } = {}) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (key: Request) => store.get(key.url)?.clone(),
      put: async (key: Request, response: Response) => {
        if (failPut) throw new DOMException('full', failPut);
        store.delete(key.url);
        store.set(key.url, response);
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (key: Request) => store.delete(key.url),
    };
  };
  Object.assign(globalThis, { caches: { open, delete: async (name: string) => stores.delete(name) } });
  return stores;
}

const page = (date: Date, headers: Record<string, string> = {}) =>
  new Response('page', { status: 200, headers: { Date: date.toUTCString(), ...headers } });
const at = (path: string) => new Request(`https://adive.net${path}`);

describe("the worker's caches", () => {
  it('keeps an answer for its age by its Date, and one without a date', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(isFresh(new Headers({ Date: new Date(now - 29 * DAY).toUTCString() }), 30, now)).toBe(true);
    expect(isFresh(new Headers({ Date: new Date(now - 31 * DAY).toUTCString() }), 30, now)).toBe(false);
    expect(isFresh(new Headers(), 30, now)).toBe(true);
  });

  it("never keeps the visitor's own answers nor errors", () => {
    expect(isStorable(page(new Date()))).toBe(true);
    expect(isStorable(page(new Date(), { 'Cache-Control': 'private, no-cache' }))).toBe(false);
    expect(isStorable(page(new Date(), { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorable(new Response('', { status: 404 }))).toBe(false);
    expect(beyondCap(['a', 'b', 'c'], 2)).toEqual(['a']);
    expect(beyondCap(['a'], 2)).toEqual([]);
  });

  it('deletes the oldest entries beyond the cap, and an entry too old when it is read', async () => {
    const stores = fakeCaches();
    for (const path of ['/a', '/b', '/c']) await keep('pages', at(path), page(new Date()), LIMITS);
    expect([...stores.get('pages')!.keys()]).toEqual(['https://adive.net/b', 'https://adive.net/c']);
    await keep('pages', at('/vieille'), page(new Date(Date.now() - 40 * DAY)), LIMITS);
    expect(await keptAnswer('pages', at('/vieille'), LIMITS)).toBeUndefined();
    expect(stores.get('pages')!.has('https://adive.net/vieille')).toBe(false);
    expect(await (await keptAnswer('pages', at('/c'), LIMITS))?.text()).toBe('page');
  });

  it('gives the room back when the device is full, and the file still comes from the network', async () => {
    const stores = fakeCaches({ failPut: 'QuotaExceededError' });
    const network = jest.fn(async () => page(new Date()));
    Object.assign(globalThis, { fetch: network });
    const kept: Promise<unknown>[] = [];
    const event = { request: at('/_next/static/a.js'), waitUntil: (promise: Promise<unknown>) => kept.push(promise) };
    const response = await cacheFirst(event as unknown as FetchEvent, 'build', LIMITS);
    expect(await response.text()).toBe('page');
    expect(await Promise.all(kept)).toEqual([false]);
    expect(stores.has('build')).toBe(false);
  });

  it('answers from the network when the cache cannot even be opened (a storage error)', async () => {
    Object.assign(globalThis, { caches: { open: async () => Promise.reject(new DOMException('storage', 'UnknownError')), delete: async () => false } });
    Object.assign(globalThis, { fetch: jest.fn(async () => new Response('code', { status: 200 })) });
    const kept: Promise<unknown>[] = [];
    const event = { request: at('/_next/static/b.js'), waitUntil: (promise: Promise<unknown>) => kept.push(promise) };
    expect(await (await cacheFirst(event as unknown as FetchEvent, 'build', LIMITS)).text()).toBe('code');
    expect(await Promise.all(kept)).toEqual([false]);
  });

  it('answers a file kept from the cache without asking the network', async () => {
    fakeCaches();
    await keep('build', at('/_next/static/a.js'), new Response('code', { status: 200 }), LIMITS);
    const network = jest.fn();
    Object.assign(globalThis, { fetch: network });
    const event = { request: at('/_next/static/a.js'), waitUntil: () => undefined };
    expect(await (await cacheFirst(event as unknown as FetchEvent, 'build', LIMITS)).text()).toBe('code');
    expect(network).not.toHaveBeenCalled();
  });
});
