import { NextResponse, type NextRequest } from 'next/server';
import { countNewsPosts, itemSlugs, newsFilterSlugs, type ItemKind } from '@/lib/cms';
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
import { DEFAULT_EDITION, EDITIONS, isEdition, PUBLISHED_EDITIONS, type Edition } from '@/lib/editions';
import { editionPath, INTERNAL_ROUTES, isSlug, OLD_ADDRESSES, PAGES, parseItemPath, readEditionPath } from '@/lib/paths';
import { DRAFT_MODE_COOKIE } from '@/lib/http/securityHeaders';
import { createSlugIndex, rememberAnswers } from '@/lib/items/slugIndex';

// Every public address is rewritten to its edition's route under app/[edition], whose folders have the French words:
// /faq to /fr/faq, /en/about-us to /en/a-propos-de-nous (lib/paths.ts's readEditionPath reads the address).
// Addresses of no page, unknown item slugs and news pages that do not exist are rewritten to the edition's
// not-found route (INTERNAL_ROUTES.notFound), which renders the full not-found page on the server: a page's own notFound() gets an empty 404 body in Next 16.4,
// blank without JavaScript (vercel/next.js#95613, #97000). Pages keep notFound() for when the proxy could not ask
// the CMS.

// Answers kept ten minutes, as long as the CMS content itself (lib/cms): the proxy reads each list of slugs at most once
// in that time, whatever the traffic, and again after a few seconds for a slug it does not hold (a new item).
const REMEMBER_MS = 10 * 60_000;
// One index per edition: an edition's items have their own slugs (lib/cms/locales.ts).
const itemIndexes = perEdition((edition) => createSlugIndex((kind: ItemKind) => itemSlugs(kind, edition), { knownMs: REMEMBER_MS }));
const postCount = rememberAnswers(countNewsPosts, () => REMEMBER_MS);

const filterIndexes = perEdition((edition) => createSlugIndex((kind: 'tag' | 'category') => newsFilterSlugs(kind, edition), { knownMs: REMEMBER_MS }));

function perEdition<T>(make: (edition: Edition) => T): Readonly<Record<Edition, T>> {
  return Object.fromEntries(EDITIONS.map((edition) => [edition, make(edition)])) as Record<Edition, T>;
}

/** Whether this page of the news list exists: its tag or category does, and the page is not past the end. */
async function newsPageExists(query: NewsQuery, edition: Edition): Promise<boolean | null> {
  const filter = newsFilter(query);
  if (filter) {
    const known = await filterIndexes[edition](filter.kind, filter.slug);
    if (known !== true) return known;
  }
  if (query.page === 1) return true;
  const total = await postCount(filter ? { [filter.kind]: filter.slug } : {});
  return total === null ? null : query.page <= pageCount(total);
}

/**
 * Where a public address goes, worked out on its French page (`page`, its query in `query`): through to its route
 * (`to` another French path when it is an internal route), a redirect to another address of the site, or the
 * not-found page. One edition's answer is then made of it (respond).
 */
type Route =
  | { kind: 'page'; to?: string; headers?: Record<string, string> }
  | { kind: 'redirect'; to: string; status: 307 | 308 }
  | { kind: 'notFound' };

const THROUGH: Route = { kind: 'page' };
const NOT_FOUND: Route = { kind: 'notFound' };

/** The list's share pictures (app/[edition]/nos-actualites/opengraph-image.tsx, twitter-image.tsx), beside its pages. */
const SHARE_PICTURES = new Set(['opengraph-image', 'twitter-image']);

/** A query string (`?…`, or empty) of `params`. */
const queryOf = (params: URLSearchParams) => (params.size ? `?${params}` : '');

/**
 * Former query addresses (?page=2&tag=x) and `/page/1` get a 308 to the page's one path, other parameters kept;
 * malformed or missing pages get the not-found page.
 */
async function routeNewsList(page: string, searchParams: URLSearchParams, edition: Edition): Promise<Route> {
  const former = page === PAGES.news && hasFormerNewsQuery(searchParams);
  const query = former ? readFormerNewsQuery(Object.fromEntries(searchParams)) : readNewsPath(page);
  if (!query) return NOT_FOUND;
  const canonical = newsPageHref(query, query.page);
  if (former || canonical !== page) {
    const kept = new URLSearchParams([...searchParams].filter(([name]) => !FORMER_NEWS_PARAMS.includes(name)));
    return { kind: 'redirect', to: `${canonical}${queryOf(kept)}`, status: 308 };
  }
  return (await newsPageExists(query, edition)) === false ? NOT_FOUND : THROUGH;
}

/**
 * A filtered job list goes to its own route, rendered per request from the cached offers, while the plain list stays
 * cached. An address with empty or misordered choices is first sent (307) to the one address of its search.
 */
function routeJobList(searchParams: URLSearchParams): Route {
  if (!hasJobParams(searchParams)) return THROUGH;
  const target = new URL(jobListHref(readJobQuery(searchParams)), 'http://site');
  for (const [name, value] of searchParams) {
    if (!(JOB_QUERY_PARAMS as readonly string[]).includes(name)) target.searchParams.append(name, value);
  }
  if (JSON.stringify([...target.searchParams]) !== JSON.stringify([...searchParams])) return { kind: 'redirect', to: `${target.pathname}${target.search}`, status: 307 };
  if (!hasJobParams(target.searchParams)) return THROUGH;
  return { kind: 'page', to: `${INTERNAL_ROUTES.jobSearch}${target.search}` };
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

/** Where the French page `page` of `edition` goes, asked with `searchParams` (an editor's preview when `preview`). */
async function routePage(page: string, edition: Edition, searchParams: URLSearchParams, preview: boolean): Promise<Route> {
  const item = parseItemPath(page);
  // An editor's preview (draft mode's cookie; Next checks its value): the item may exist as a draft only, so the
  // page decides; and the answer is never stored by a shared cache nor indexed.
  if (item && preview) return { kind: 'page', headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } };
  if (page === PAGES.news || page.startsWith(`${PAGES.news}/`)) return routeNewsList(page, searchParams, edition);
  if (page === PAGES.jobs) return routeJobList(searchParams);
  const prefill = Object.hasOwn(PREFILLED_PAGES, page) ? PREFILLED_PAGES[page] : undefined;
  if (prefill?.params.some((name) => searchParams.has(name))) return { kind: 'page', to: `${prefill.route}${queryOf(searchParams)}` };
  const exists = item ? isSlug(item.slug) && (await itemIndexes[edition](item.kind, item.slug)) : true;
  return exists === false ? NOT_FOUND : THROUGH;
}

/**
 * The not-found page of `edition` (app/[edition]/%5Fintrouvable), with the status and the caching of a missing page:
 * the route itself is a static page, whose headers would let a shared cache keep it.
 */
function notFoundPage(request: NextRequest, edition: Edition): NextResponse {
  return NextResponse.rewrite(new URL(`/${edition}${INTERNAL_ROUTES.notFound}`, request.url), {
    status: 404,
    headers: { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
  });
}

/** `route`, worked out on a French page, answered in `edition`: its route under app/[edition], or its address there. */
function respond(request: NextRequest, edition: Edition, page: string, route: Route): NextResponse {
  if (route.kind === 'notFound') return notFoundPage(request, edition);
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(editionPath(edition, route.to) ?? route.to, request.url), route.status);
  // The home page's route is /fr itself (Next would answer /fr/ with a redirect).
  const target = new URL(`/${edition}${route.to ?? `${page === PAGES.home ? '' : page}${request.nextUrl.search}`}`, request.url);
  return NextResponse.rewrite(target, route.headers ? { headers: route.headers } : undefined);
}

/**
 * A share picture (opengraph-image, twitter-image) at its route's address, /fr/… as the pages' metadata gives it,
 * goes through; at its French page's address (links shared before the editions), to its route.
 */
function routeSharePicture(request: NextRequest, segments: readonly string[]): NextResponse | null {
  if (!SHARE_PICTURES.has(segments.at(-1) ?? '')) return null;
  if (isEdition(segments[0] ?? '')) return NextResponse.next();
  return NextResponse.rewrite(new URL(`/${DEFAULT_EDITION}${request.nextUrl.pathname}${request.nextUrl.search}`, request.url));
}

export async function proxy(request: NextRequest) {
  const refused = await refuseAction(request, () => spendAddress(request));
  if (refused) return refused;
  const { pathname, searchParams } = request.nextUrl;
  // Server-action checks only on what is no page (the header entries of the matcher).
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/')) return NextResponse.next();
  if (!decodes(pathname)) return notFoundPage(request, DEFAULT_EDITION);
  // Spelling variants seen in old links (lib/paths.ts): permanent redirects (308) to the real pages. Here and not in
  // next.config's redirects(): Next answers those without the headers of next.config's headers() (security headers).
  const moved = Object.hasOwn(OLD_ADDRESSES, pathname) ? OLD_ADDRESSES[pathname] : undefined;
  if (moved) return respond(request, DEFAULT_EDITION, pathname, { kind: 'redirect', to: `${moved}${request.nextUrl.search}`, status: 308 });
  const segments = pathname.split('/').filter(Boolean);
  const picture = routeSharePicture(request, segments);
  if (picture) return picture;
  const address = readEditionPath(pathname);
  if (!address || !PUBLISHED_EDITIONS.includes(address.edition)) {
    const first = segments[0] ?? '';
    return notFoundPage(request, isEdition(first) && PUBLISHED_EDITIONS.includes(first) ? first : DEFAULT_EDITION);
  }
  const route = await routePage(address.frenchPath, address.edition, searchParams, request.cookies.has(DRAFT_MODE_COOKIE));
  return respond(request, address.edition, address.frenchPath, route);
}

// Next reads the matcher without running this file, so it is written out here: every address but the framework's
// files, the API and the site's files at the root (proxy.test.ts checks it), and the server-action calls anywhere.
export const config = {
  matcher: [
    '/((?!_next/|api/|robots\\.txt$|sitemap\\.xml$|mesures\\.js$|sw\\.js$|hors-ligne$|icon\\.svg$|apple-icon$|favicon\\.ico$).*)',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};
