// What the service worker keeps and what it never touches: shared by the worker and the pages that read its cache.

// Copies of lib/paths.ts's PAGES.offline and PAGES.login, left literal (cachePolicy.test.ts checks that they agree): imported,
// lib/paths.ts would bring all its addresses into the worker's bundle (scripts/build-worker.mjs), +0.35 KB gzip that
// a return visit may download again (measured: 3,196 → 3,552 bytes).
/** The page shown for a page never read, when offline (precached). */
export const OFFLINE_PATH = '/hors-ligne';
/** The client area, never kept. */
export const LOGIN_PATH = '/login';
/** The cache of pages and React payloads (the offline banner and page read it). */
export const PAGE_CACHE = 'adive-pages';

/** Never kept, whatever their headers: the API, draft previews, the worker itself. */
export function isNeverCached(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === '/sw.js' || pathname.startsWith(LOGIN_PATH);
}

/**
 * A page or its React payload that may be kept: a GET of the site's own pages, not a server action's answer, nor a
 * link's prefetch (a partial payload, and it would push pages actually read out of the cache).
 */
export function isCacheablePage(url: URL, request: Request): boolean {
  if (isNeverCached(url.pathname) || url.pathname.startsWith('/_next/')) return false;
  const { headers } = request;
  if (headers.has('Next-Action') || headers.has('Next-Router-Prefetch') || headers.has('Next-Router-Segment-Prefetch')) return false;
  return request.mode === 'navigate' || headers.get('RSC') === '1';
}
