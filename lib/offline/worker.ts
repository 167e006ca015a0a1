/// <reference lib="webworker" />
// The service worker (built by scripts/build-worker.mjs after `next build`; served at /sw.js by app/sw.js/route.ts).
// What it keeps, and for how long: docs/offline.md. Written without a worker library: browsers download this script
// again whenever their HTTP cache lost it, so every KB of it is paid on return visits.
import type { RequestStatus } from '@/lib/forms/requestState';
import { cacheFirst, type Limits } from './keptCaches';
import { markedNetworkFirst } from './markedNetworkFirst';
import { markDelivered, QUEUE_LOCK, queued, type QueuedRequest } from './queue';
import { sendEach } from './sendEach';
import { lighterPictureUrl, wantsLessData } from './saveData';
import { PRECACHED_OFFLINE_PATHS, isBuildFile, isCacheablePage, isNeverCached, offlinePathFor } from './cachePolicy';
import { SYNC_TAG, WORKER_SENT_MESSAGE } from './waiting';

declare const self: ServiceWorkerGlobalScope;
/** The offline page's revision (its source's hash), set by the build: a new one is fetched at the next install. */
declare const OFFLINE_REVISION: string;

/** The offline page, kept at install, in a cache named after its revision. */
const OFFLINE_CACHE_PREFIX = 'adive-hors-ligne-';
const OFFLINE_CACHE = OFFLINE_CACHE_PREFIX + OFFLINE_REVISION;
/** Build files (isBuildFile): their names change with their content. */
const BUILD_CACHE = 'adive-build';
const BUILD_LIMITS: Limits = { maxEntries: 120, maxAgeDays: 30 };
/** CMS pictures, through the image optimizer. */
const IMAGE_CACHE = 'adive-images';
const IMAGE_LIMITS: Limits = { maxEntries: 60, maxAgeDays: 14 };

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      for (const path of PRECACHED_OFFLINE_PATHS) {
        const response = await fetch(new Request(path, { cache: 'reload' }));
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await cache.put(path, response);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Older offline pages, and what the earlier worker (built with Serwist) kept beside the caches still in use. A
      // storage that throws must not fail the activation: the worker would then fail every request it takes.
      try {
        for (const name of await caches.keys()) {
          if ((name.startsWith(OFFLINE_CACHE_PREFIX) && name !== OFFLINE_CACHE) || name.startsWith('serwist-')) await caches.delete(name);
        }
        indexedDB.deleteDatabase('serwist-expiration');
      } catch {
        // Left for the next activation.
      }
      await self.clients.claim();
    })(),
  );
});

/** The offline page kept at install, in the edition of `request`'s page (a full load that got neither the page nor its copy). */
async function offlinePage(request: Request): Promise<Response> {
  return (await caches.match(offlinePathFor(new URL(request.url).pathname), { cacheName: OFFLINE_CACHE })) ?? Response.error();
}

/**
 * With the data saver on, a picture at half its width, kept under that address (apart from the full one). Same
 * headers: the browser's Accept picks AVIF or WebP.
 */
function lighterWhenSavingData(request: Request): Request {
  const address = wantsLessData() ? lighterPictureUrl(request.url) : request.url;
  return address === request.url ? request : new Request(address, { headers: request.headers, credentials: request.credentials });
}

/** The worker's answer to a request it takes, or undefined for those the browser fetches as if it were not there. */
function answer(event: FetchEvent): Promise<Response> | undefined {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return undefined;
  const document = request.destination === 'document';
  const offline = () => offlinePage(request);
  if (isNeverCached(url.pathname)) return document ? fetch(request).catch(offline) : undefined;
  // A cache that fails never fails the file: the network is asked again.
  if (isBuildFile(url)) return cacheFirst(event, BUILD_CACHE, BUILD_LIMITS).catch(() => fetch(request));
  if (url.pathname === '/_next/image') {
    return cacheFirst(event, IMAGE_CACHE, IMAGE_LIMITS, lighterWhenSavingData(request)).catch(() => fetch(request));
  }
  if (isCacheablePage(url, request)) return document ? markedNetworkFirst(event).catch(offline) : markedNetworkFirst(event);
  return undefined;
}

self.addEventListener('fetch', (event) => {
  const response = answer(event);
  if (response) event.respondWith(response);
});

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
