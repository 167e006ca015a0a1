// What the service worker keeps and what it never touches: shared by the worker and the pages that read its cache.
import { isEdition, PUBLISHED_EDITIONS, type Edition } from '../editions';

// Copies of lib/paths.ts's PAGES.offline and PAGES.login, left literal (cachePolicy.test.ts checks that they agree): imported,
// lib/paths.ts would bring all its addresses into the worker's bundle (scripts/build-worker.mjs), +0.35 KB gzip that
// a return visit may download again (measured: 3,196 → 3,552 bytes).
/** The page shown for a page never read, when offline (precached). */
export const OFFLINE_PATH = '/hors-ligne';
/** The same page in each edition (lib/paths.ts's editionPath of PAGES.offline, copied likewise). */
export const OFFLINE_PATHS: Readonly<Record<Edition, string>> = { fr: OFFLINE_PATH, en: '/en/offline', ar: '/ar/offline' };

/** The offline page for a page of `pathname`: in its edition (its first segment), French otherwise. */
export function offlinePathFor(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return isEdition(first) && PUBLISHED_EDITIONS.includes(first) ? OFFLINE_PATHS[first] : OFFLINE_PATH;
}

/** The offline pages the worker keeps at install: one per published edition. */
export const PRECACHED_OFFLINE_PATHS: readonly string[] = PUBLISHED_EDITIONS.map((edition) => OFFLINE_PATHS[edition]);
/** The client area, never kept. */
export const LOGIN_PATH = '/login';
/** lib/measures/beacon.ts's MEASURES_SCRIPT_PATH, copied likewise (that module brings lib/paths.ts along). */
export const MEASURES_SCRIPT_PATH = '/mesures.js';
/** The worker's own script (app/sw.js/route.ts). */
export const WORKER_SCRIPT_PATH = '/sw.js';
/** The site's icon (app/icon.svg), which pages name with its content's hash as query; Next answers it must-revalidate. */
export const ICON_PATH = '/icon.svg';
/** The cache of pages and React payloads (the offline banner and page read it). */
export const PAGE_CACHE = 'adive-pages';

/** Never kept, whatever their headers: the API, draft previews, the worker itself. */
export function isNeverCached(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname === WORKER_SCRIPT_PATH || pathname.startsWith(LOGIN_PATH);
}

/**
 * Files whose address changes with their content, kept cache-first: the build's, the field measures' script at the
 * versioned address pages name (?v=…), which a return visit whose HTTP cache was emptied would otherwise download
 * again, and the icon at its hashed address, which Next asks browsers to fetch again on every page load.
 */
export function isBuildFile(url: URL): boolean {
  if (url.pathname.startsWith('/_next/static/')) return true;
  return (url.pathname === MEASURES_SCRIPT_PATH && url.searchParams.has('v')) || (url.pathname === ICON_PATH && url.search.length > 1);
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
