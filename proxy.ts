import { NextResponse, type NextRequest } from 'next/server';
import { itemExists } from '@/lib/cms';
import { parseItemPath } from '@/lib/paths';
import { createSlugIndex } from '@/lib/slugIndex';

// Unknown slugs of item pages are answered here, before rendering. When an item page itself calls
// notFound(), Next 16.4 answers 404 with an empty body (the not-found page exists only in the React payload:
// visitors without JavaScript and some crawlers see a blank page; vercel/next.js#95613, #97000). Rewritten to
// an address no route matches, the request gets the full not-found page, rendered on the server, status 404.
// The page keeps its own notFound() for the rare item deleted within the index's memory time.

const NOT_FOUND_PATH = '/_introuvable';
const exists = createSlugIndex(itemExists);

export async function proxy(request: NextRequest) {
  const item = parseItemPath(request.nextUrl.pathname);
  if (!item) return NextResponse.next();
  if ((await exists(item.kind, item.slug)) === false) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  return NextResponse.next();
}

// Next reads the matcher without running this file, so it must be written out: one entry per item page
// segment of lib/paths (ITEM_SEGMENTS); proxy.test.ts checks that they agree.
export const config = {
  matcher: ['/actualite/:slug', '/formations/:slug', '/jobs/:slug'],
};
