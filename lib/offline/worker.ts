/// <reference lib="webworker" />
// The service worker (built by `serwist build` after `next build`, see serwist.config.mjs; served at /sw.js by
// app/sw.js/route.ts). What it keeps, and for how long: docs/offline.md.
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import { answerFromCopy, conditionalRequest } from './revalidate';
import { lighterPictureUrl, wantsLessData } from './saveData';
import { OFFLINE_PATH, PAGE_CACHE, isCacheablePage, isNeverCached } from './rules';

declare global {
  interface WorkerGlobalScope {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/**
 * A cap on entries and age. Old entries are deleted by address: answers that vary (React payloads on `RSC`, pictures
 * on `Accept`) would never match without ignoreVary, and the caches would grow past their caps.
 */
const capped = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true, matchOptions: { ignoreVary: true } });

/** Answers marked private or no-store are the visitor's own (a draft, a form's answer): never kept. */
const storableOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    const control = response.headers.get('Cache-Control') ?? '';
    return response.status === 200 && !/private|no-store/i.test(control) ? response : null;
  },
};

/** Asks the server whether a kept page changed (its ETag), and answers a 304 with the kept copy (lib/offline/revalidate.ts). */
const revalidateKeptCopy = {
  requestWillFetch: async ({ request, state }: { request: Request; state?: Record<string, unknown> }) => {
    const copy = await (await caches.open(PAGE_CACHE)).match(request);
    if (state) state.copy = copy;
    return conditionalRequest(request, copy);
  },
  fetchDidSucceed: async ({ response, state }: { response: Response; state?: Record<string, unknown> }) =>
    answerFromCopy(response, state?.copy as Response | undefined),
};

/**
 * With the data saver on, a picture at half its width, kept under that address (apart from the full one). Same
 * headers: the browser's Accept picks AVIF or WebP.
 */
function lighterWhenSavingData(request: Request): Request {
  const address = wantsLessData() ? lighterPictureUrl(request.url) : request.url;
  return address === request.url ? request : new Request(address, { headers: request.headers, credentials: request.credentials });
}
const lighterPictures = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => lighterWhenSavingData(request),
  requestWillFetch: async ({ request }: { request: Request }) => lighterWhenSavingData(request),
};

const serwist = new Serwist({
  // The offline page only: build files are kept as pages use them, not all at install (the install budget).
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isNeverCached(url.pathname),
      handler: new NetworkFirst({ cacheName: 'adive-never', networkTimeoutSeconds: 60, plugins: [{ cacheWillUpdate: async () => null }] }),
    },
    {
      // Build files: their names change with their content.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'adive-build',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), capped(120, 30)],
      }),
    },
    {
      // CMS pictures, through the image optimizer.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/_next/image',
      handler: new CacheFirst({
        cacheName: 'adive-images',
        plugins: [lighterPictures, new CacheableResponsePlugin({ statuses: [200] }), capped(60, 14)],
      }),
    },
    {
      // Pages and their React payloads: the network first, the last copy when it fails or is too slow.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && isCacheablePage(url, request),
      handler: new NetworkFirst({
        cacheName: PAGE_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [revalidateKeptCopy, storableOnly, capped(40, 30)],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();
