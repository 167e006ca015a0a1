// The page the service worker shows offline for a page never read (app/hors-ligne/offlinePage.ts), in French. An
// edition's own would be app/[edition]/hors-ligne/route.ts answering offlinePage(edition) (/en/offline through the
// proxy), once the worker precaches and picks the page of the edition a visitor reads.
import { DEFAULT_EDITION } from '@/lib/editions';
import { offlinePage } from '@/lib/offline/offlinePage';

const PAGE = offlinePage(DEFAULT_EDITION);

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(PAGE, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' },
  });
}
