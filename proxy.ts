import { NextResponse, type NextRequest } from 'next/server';
import { countPosts, itemExists } from '@/lib/cms';
import { NEWS_PATH, pageCount, readNewsQuery } from '@/lib/news';
import { parseItemPath } from '@/lib/paths';
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

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const item = parseItemPath(pathname);
  const exists = item ? await itemIndex(item.kind, item.slug) : pathname === NEWS_PATH ? await newsPageExists(searchParams) : true;
  if (exists === false) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  return NextResponse.next();
}

// Next reads the matcher without running this file, so it must be written out: the news list, and one entry per
// item page segment of lib/paths (ITEM_SEGMENTS); proxy.test.ts checks that they agree.
export const config = {
  matcher: ['/nos-actualites', '/actualite/:slug', '/formations/:slug', '/jobs/:slug'],
};
