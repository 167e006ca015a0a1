import { NextResponse, type NextRequest } from 'next/server';
import { slugExists } from '@/lib/cms';
import { createSlugIndex, parseDetailPath } from '@/lib/detail-routes';

// Unknown slugs of detail pages are answered here, before rendering. When a detail page itself calls
// notFound(), Next 16.4 answers 404 with an empty body (the not-found page exists only in the React payload:
// visitors without JavaScript and some crawlers see a blank page; vercel/next.js#95613, #97000). Rewritten to
// an address no route matches, the request gets the full not-found page, rendered on the server, status 404.
// The page keeps its own notFound() for the rare item deleted within the index's memory time.

const NOT_FOUND_PATH = '/_introuvable';
const exists = createSlugIndex(slugExists);

export async function proxy(request: NextRequest) {
  const detail = parseDetailPath(request.nextUrl.pathname);
  if (!detail) return NextResponse.next();
  if ((await exists(detail.collection, detail.slug)) === false) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/actualite/:slug', '/formations/:slug', '/jobs/:slug'],
};
