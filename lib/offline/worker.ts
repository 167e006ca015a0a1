/// <reference lib="webworker" />
// The service worker (built by `serwist build` after `next build`, see serwist.config.mjs; served at /sw.js by
// app/sw.js/route.ts). What it keeps, and for how long: docs/offline.md.
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';
import type { RequestStatus } from '@/lib/forms/requestState';
import { MarkedNetworkFirst } from './markedNetworkFirst';
import { markDelivered, QUEUE_LOCK, queued, type QueuedRequest } from './queue';
import { answerFromCopy, conditionalRequest } from './revalidate';
import { sendEach } from './sendEach';
import { lighterPictureUrl, wantsLessData } from './saveData';
import { OFFLINE_PATH, PAGE_CACHE, isCacheablePage, isNeverCached } from './rules';
import { SYNC_TAG, WORKER_SENT_MESSAGE } from './waiting';

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
      // Straight to the network, kept nowhere; a navigation that fails offline still gets the offline page (fallbacks).
      matcher: ({ url, sameOrigin }) => sameOrigin && isNeverCached(url.pathname),
      handler: new NetworkOnly(),
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
      // Pages and their React payloads: the network first, the last copy when it fails or is too slow, marked as such.
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && isCacheablePage(url, request),
      handler: new MarkedNetworkFirst({
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

/** A send the site does not answer in this time is left for later (the lock it holds keeps the pages waiting). */
const SEND_TIMEOUT_MS = 30_000;

/** One kept request to /api/envois; what the site answered (a network failure or a time-out throws). */
async function postToSite(request: QueuedRequest): Promise<RequestStatus> {
  const response = await fetch('/api/envois', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: request.kind, payload: request.payload }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (response.status === 429) return 'limited';
  // The route refused the request itself (too big, malformed): sending it again would not change that.
  if (response.status >= 400 && response.status < 500) return 'refused';
  const { status } = (await response.json().catch(() => ({}))) as { status?: RequestStatus };
  if (!response.ok || !status) throw new Error(`/api/envois answered ${response.status}`);
  return status;
}

/**
 * Background Sync: the browser wakes the worker when the connection returns, even with no page open. Kept requests
 * go to /api/envois (the same server action as their form); the site's answer is marked on each, and a page tells
 * the visitor: those open now, as soon as one is marked, or the next one opened. Requests left for later make the
 * sync fail, so that the browser tries again (a few times; pages ask again while requests wait).
 */
async function sendKeptRequests(): Promise<void> {
  let marked = 0;
  const settledAll = await navigator.locks
    .request(QUEUE_LOCK, async () =>
      sendEach(await queued(), postToSite, async (request, accepted) => {
        await markDelivered(request, accepted);
        marked += 1;
      }),
    )
    .finally(async () => {
      if (!marked) return;
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: WORKER_SENT_MESSAGE });
    });
  if (!settledAll) throw new Error('Kept requests left for a later sync');
}

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === SYNC_TAG) sync.waitUntil(sendKeptRequests());
});
