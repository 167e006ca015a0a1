import { NextResponse, type NextRequest } from 'next/server';
import { countPosts, itemExists } from '@/lib/cms';
import { refuseMalformedAction } from '@/lib/http/serverActionGuard';
import { NEWS_PATH, pageCount, readNewsQuery } from '@/lib/news';
import { isSlug, parseItemPath } from '@/lib/paths';
import { DRAFT_MODE_COOKIE } from '@/lib/securityHeaders';
import { createSlugIndex, rememberAnswers } from '@/lib/slugIndex';

// Addresses that do not exist are answered here, before rendering: unknown slugs of item pages, and pages of
// the news list past its end (or with a malformed ?page). When a page itself calls notFound(), Next 16.4 answers
// 404 with an empty body (the not-found page exists only in the React payload: visitors without JavaScript and
// some crawlers see a blank page; vercel/next.js#95613, #97000). Rewritten to an address no route matches, the
// request gets the full not-found page, rendered on the server, status 404. The pages keep their own notFound()
// for the rare case the proxy could not ask the CMS.

const NOT_FOUND_PATH = '/_introuvable';
// Answers kept ten minutes, as long as the CMS content itself (lib/cms): the proxy asks the CMS at most once per
// address in that time, whatever the traffic. An unknown slug is asked again after a few seconds.
const REMEMBER_MS = 10 * 60_000;
const itemIndex = createSlugIndex(itemExists, { knownMs: REMEMBER_MS });
const postCount = rememberAnswers(countPosts, () => REMEMBER_MS);

async function newsPageExists(search: URLSearchParams): Promise<boolean | null> {
  const query = readNewsQuery(Object.fromEntries(search));
  if (!query) return false;
  if (query.page === 1) return true;
  const total = await postCount({ tag: query.tag || undefined, category: query.tag ? undefined : query.category || undefined });
  return total === null ? null : query.page <= pageCount(total);
}

/**
 * Spelling variants seen in old links: permanent redirects (308) to the real pages. Here and not in next.config's
 * redirects(): Next answers those without the headers of next.config's headers() (the security headers).
 */
export const OLD_ADDRESSES: Readonly<Record<string, string>> = {
  '/services/strategie-marketing-digitale': '/services/strategie-marketing-digital',
  '/services/jobs': '/services/mise-en-relation',
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

export async function proxy(request: NextRequest) {
  const refused = await refuseMalformedAction(request);
  if (refused) return refused;
  const { pathname, searchParams } = request.nextUrl;
  if (!decodes(pathname)) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
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
  const exists = item
    ? isSlug(item.slug) && (await itemIndex(item.kind, item.slug))
    : pathname === NEWS_PATH
      ? await newsPageExists(searchParams)
      : true;
  if (exists === false) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  return NextResponse.next();
}

// Next reads the matcher without running this file, so it must be written out: the old addresses, the news list,
// one entry per item page segment of lib/paths (ITEM_SEGMENTS), then server-action calls on any page (proxy.test.ts
// checks that they agree). Every other request skips the proxy.
export const config = {
  matcher: [
    '/services/strategie-marketing-digitale',
    '/services/jobs',
    '/nos-actualites',
    '/actualite/:slug',
    '/formations/:slug',
    '/jobs/:slug',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};
