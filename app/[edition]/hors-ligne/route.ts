// The offline page in an edition (/en/offline, /ar/offline through the proxy): the same small page as /hors-ligne
// (app/hors-ligne), its words in the edition. The service worker precaches /hors-ligne only for now: picking this one
// for a visitor reading another edition is the worker's part (lib/offline/worker.ts).
import { DEFAULT_EDITION, isEdition } from '@/lib/editions';
import { editionStaticParams } from '@/lib/i18n/edition';
import { offlinePage } from '@/lib/offline/offlinePage';

export const dynamic = 'force-static';
export const generateStaticParams = editionStaticParams;

export async function GET(_request: Request, { params }: { params: Promise<{ edition: string }> }): Promise<Response> {
  const { edition } = await params;
  return new Response(offlinePage(isEdition(edition) ? edition : DEFAULT_EDITION), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' },
  });
}
