/// <reference lib="webworker" />
// The worker's caches (lib/offline/worker.ts): what it keeps, for how long, and how many. Written by hand rather than
// with a worker library, so that the script browsers check after every page load stays a few KB (docs/offline.md).
// A failing cache (quota, a storage error) never fails a request: the network answers instead.

/** A cache's caps: its number of entries (the oldest kept goes first) and the age of an entry, by its Date. */
export type Limits = { maxEntries: number; maxAgeDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an answer kept is young enough: its Date is when the server last gave or confirmed it. No date: kept. */
export function isFresh(headers: Headers, maxAgeDays: number, now = Date.now()): boolean {
  const date = Date.parse(headers.get('Date') ?? '');
  return Number.isNaN(date) || now - date < maxAgeDays * DAY_MS;
}

/** Answers marked private or no-store are the visitor's own (a draft, a form's answer): never kept; errors neither. */
export function isStorable(response: Response): boolean {
  return response.status === 200 && !/private|no-store/i.test(response.headers.get('Cache-Control') ?? '');
}

/** The entries to delete for a cache of `keys` (oldest first, as the Cache API lists them) to hold `maxEntries`. */
export function beyondCap<T>(keys: readonly T[], maxEntries: number): T[] {
  return keys.slice(0, Math.max(0, keys.length - maxEntries));
}

/** The kept answer for `key` while it is fresh (an old one is deleted), or undefined, whatever fails. */
export async function keptAnswer(cacheName: string, key: Request, { maxAgeDays }: Limits): Promise<Response | undefined> {
  try {
    const cache = await caches.open(cacheName);
    const kept = await cache.match(key);
    if (!kept || isFresh(kept.headers, maxAgeDays)) return kept;
    // Deleted by address: answers that vary (React payloads on `RSC`, pictures on `Accept`) would never match.
    await cache.delete(key, { ignoreVary: true });
  } catch {
    // A cache that cannot be read is as good as empty.
  }
  return undefined;
}

/** Keeps `response` for `key`, then deletes the oldest entries beyond the cap; false when it could not be kept. */
export async function keep(cacheName: string, key: Request, response: Response, { maxEntries }: Limits): Promise<boolean> {
  try {
    const cache = await caches.open(cacheName);
    await cache.put(key, response);
    for (const old of beyondCap(await cache.keys(), maxEntries)) await cache.delete(old, { ignoreVary: true });
    return true;
  } catch (error) {
    // The device is out of room: this cache gives its place back rather than failing every later request.
    if (error instanceof DOMException && error.name === 'QuotaExceededError') await caches.delete(cacheName).catch(() => false);
    return false;
  }
}

/**
 * Files whose address changes with their content (the build's) and pictures: the kept answer, else the network's,
 * kept when it is a 200. `key` is the address asked of the network and kept under (a lighter picture, for instance).
 */
export async function cacheFirst(event: FetchEvent, cacheName: string, limits: Limits, key = event.request): Promise<Response> {
  const kept = await keptAnswer(cacheName, key, limits);
  if (kept) return kept;
  const response = await fetch(key);
  if (response.status === 200) event.waitUntil(keep(cacheName, key, response.clone(), limits));
  return response;
}
