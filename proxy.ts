import { NextResponse, type NextRequest } from 'next/server';
import { countNewsPosts, itemSlugs, newsFilterSlugs } from '@/lib/cms';
import { clientAddress, trustedProxyCount } from '@/lib/http/clientAddress';
import { sharedRequestLimits } from '@/lib/http/rateLimit';
import { refuseAction } from '@/lib/http/serverActionGuard';
import {
  FORMER_NEWS_PARAMS,
  hasFormerNewsQuery,
  newsFilter,
  newsPageHref,
  pageCount,
  readFormerNewsQuery,
  readNewsPath,
  type NewsQuery,
} from '@/lib/news/list';
import { hasJobParams, JOB_QUERY_PARAMS, jobListHref, readJobQuery } from '@/lib/jobs/offers';
import { QUOTE_PREFILL_PARAMS, SPONTANEOUS_PREFILL_PARAMS } from '@/lib/forms/prefill';
import { INTERNAL_ROUTES, isSlug, OLD_ADDRESSES, PAGES, parseItemPath } from '@/lib/paths';
import { DRAFT_MODE_COOKIE } from '@/lib/http/securityHeaders';
import { createSlugIndex, rememberAnswers } from '@/lib/items/slugIndex';

// Unknown item slugs and news pages that do not exist are rewritten to a route-less address, INTERNAL_ROUTES.notFound,
// which renders the full not-found page on the server: a page's own notFound() gets an empty 404 body in Next 16.4,
// blank without JavaScript (vercel/next.js#95613, #97000). Pages keep notFound() for when the proxy could not ask
// the CMS.

// Answers kept ten minutes, as long as the CMS content itself (lib/cms): the proxy reads each list of slugs at most once
// in that time, whatever the traffic, and again after a few seconds for a slug it does not hold (a new item).
const REMEMBER_MS = 10 * 60_000;
const itemIndex = createSlugIndex(itemSlugs, { knownMs: REMEMBER_MS });
const postCount = rememberAnswers(countNewsPosts, () => REMEMBER_MS);

const filterIndex = createSlugIndex(newsFilterSlugs, { knownMs: REMEMBER_MS });

/** Whether this page of the news list exists: its tag or category does, and the page is not past the end. */
async function newsPageExists(query: NewsQuery): Promise<boolean | null> {
  const filter = newsFilter(query);
  if (filter) {
    const known = await filterIndex(filter.kind, filter.slug);
    if (known !== true) return known;
  }
  if (query.page === 1) return true;
  const total = await postCount(filter ? { [filter.kind]: filter.slug } : {});
  return total === null ? null : query.page <= pageCount(total);
}

/** The list's share pictures (app/nos-actualites/opengraph-image.tsx, twitter-image.tsx), beside its pages. */
const NEWS_LIST_FILES = new Set([`${PAGES.news}/opengraph-image`, `${PAGES.news}/twitter-image`]);

/**
 * Former query addresses (?page=2&tag=x) and `/page/1` get a 308 to the page's one path, other parameters kept;
 * malformed or missing pages get the not-found page; null lets the request through.
 */
async function routeNewsList(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, searchParams } = request.nextUrl;
  if (NEWS_LIST_FILES.has(pathname)) return null;
  const former = pathname === PAGES.news && hasFormerNewsQuery(searchParams);
  const query = former ? readFormerNewsQuery(Object.fromEntries(searchParams)) : readNewsPath(pathname);
  if (!query) return NextResponse.rewrite(new URL(INTERNAL_ROUTES.notFound, request.url));
  const canonical = newsPageHref(query, query.page);
  if (former || canonical !== pathname) {
    const target = new URL(canonical, request.url);
    for (const [name, value] of searchParams) if (!FORMER_NEWS_PARAMS.includes(name)) target.searchParams.append(name, value);
    return NextResponse.redirect(target, 308);
  }
  if ((await newsPageExists(query)) === false) return NextResponse.rewrite(new URL(INTERNAL_ROUTES.notFound, request.url));
  return null;
}

/**
 * A filtered job list goes to its own route, rendered per request from the cached offers, while the plain list stays
 * cached. An address with empty or misordered choices is first sent (307) to the one address of its search.
 */
function routeJobList(request: NextRequest): NextResponse {
  const { searchParams } = request.nextUrl;
  if (!hasJobParams(searchParams)) return NextResponse.next();
  const target = new URL(jobListHref(readJobQuery(searchParams)), request.url);
  for (const [name, value] of searchParams) {
    if (!(JOB_QUERY_PARAMS as readonly string[]).includes(name)) target.searchParams.append(name, value);
  }
  if (JSON.stringify([...target.searchParams]) !== JSON.stringify([...searchParams])) return NextResponse.redirect(target, 307);
  if (!hasJobParams(target.searchParams)) return NextResponse.next();
  return NextResponse.rewrite(new URL(`${INTERNAL_ROUTES.jobSearch}${target.search}`, request.url));
}

/**
 * Pages whose form a query prefills (the quote's service and message, the offer a spontaneous application comes from):
 * rendered per request at their internal route, so that the plain page stays static (and kept for offline use).
 */
const PREFILLED_PAGES: Readonly<Record<string, { params: readonly string[]; route: string }>> = {
  [PAGES.quote]: { params: QUOTE_PREFILL_PARAMS, route: INTERNAL_ROUTES.quotePrefill },
  [PAGES.spontaneousApplication]: { params: SPONTANEOUS_PREFILL_PARAMS, route: INTERNAL_ROUTES.spontaneousFromJob },
};

/** Whether `pathname` decodes (a malformed %-sequence makes Next's own router answer 500). */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** One request taken from the form limit of the client's address (FORM_RATE_LIMIT, shared with the actions). */
async function spendAddress(request: NextRequest): Promise<boolean> {
  return (await sharedRequestLimits()).allow({ address: clientAddress(request.headers, trustedProxyCount()) });
}

export async function proxy(request: NextRequest) {
  const refused = await refuseAction(request, () => spendAddress(request));
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  if (!decodes(pathname)) return NextResponse.rewrite(new URL(INTERNAL_ROUTES.notFound, request.url));
  // Spelling variants seen in old links (lib/paths.ts): permanent redirects (308) to the real pages. Here and not in
  // next.config's redirects(): Next answers those without the headers of next.config's headers() (security headers).
  const moved = Object.hasOwn(OLD_ADDRESSES, pathname) ? OLD_ADDRESSES[pathname] : undefined;
  if (moved) {
    const target = new URL(moved, request.url);
    target.search = request.nextUrl.search;
    return NextResponse.redirect(target, 308);
  }
  const item = parseItemPath(pathname);
  // An editor's preview (draft mode's cookie; Next checks its value): the item may exist as a draft only, so the
  // page decides; and the answer is never stored by a shared cache nor indexed.
  if (item && request.cookies.has(DRAFT_MODE_COOKIE)) {
    return NextResponse.next({ headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } });
  }
  if (pathname === PAGES.news || pathname.startsWith(`${PAGES.news}/`)) return (await routeNewsList(request)) ?? NextResponse.next();
  if (pathname === PAGES.jobs) return routeJobList(request);
  const prefill = Object.hasOwn(PREFILLED_PAGES, pathname) ? PREFILLED_PAGES[pathname] : undefined;
  if (prefill) {
    if (!prefill.params.some((name) => request.nextUrl.searchParams.has(name))) return NextResponse.next();
    return NextResponse.rewrite(new URL(`${prefill.route}${request.nextUrl.search}`, request.url));
  }
  const exists = item ? isSlug(item.slug) && (await itemIndex(item.kind, item.slug)) : true;
  if (exists === false) return NextResponse.rewrite(new URL(INTERNAL_ROUTES.notFound, request.url));
  return NextResponse.next();
}

// Next reads the matcher without running this file, so its addresses are written out here and not taken from
// lib/paths.ts (proxy.test.ts checks them against OLD_ADDRESSES, PAGES.news, .jobs, .quote and .spontaneousApplication,
// ITEM_SEGMENTS, and the
// server-action calls). Every other request skips the proxy.
export const config = {
  matcher: [
    '/services/strategie-marketing-digitale',
    '/services/jobs',
    '/nos-actualites',
    '/nos-actualites/:path+',
    '/nos-offres-emplois',
    '/demander-un-devis',
    '/candidature-spontanee',
    '/actualite/:slug',
    '/formations/:slug',
    '/jobs/:slug',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};
