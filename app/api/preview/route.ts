/**
 * The CMS's preview button lands here (`?secret=…&url=<item page>&status=draft|published`): with the right secret,
 * draft mode goes on (off for published) and the editor is sent to the page; anything else is a 401. Never cached.
 */
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { isPreviewSecret, previewTarget } from '@/lib/items/preview';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  if (!isPreviewSecret(params.get('secret'))) {
    return NextResponse.json({ error: 'Aperçu refusé : secret inconnu.' }, { status: 401, headers: NO_STORE });
  }
  // Only the pages of items: no open redirect to another site or another kind of page.
  const url = previewTarget(params.get('url'));
  if (!url) {
    return NextResponse.json({ error: "Aperçu refusé : cette adresse n'est pas une page d'article, de formation ou d'offre." }, { status: 400, headers: NO_STORE });
  }
  const draft = await draftMode();
  if (params.get('status') === 'published') draft.disable();
  else draft.enable();
  // A relative address: the page on the host the editor came to (Next's own idea of its host may differ).
  return new Response(null, { status: 307, headers: { ...NO_STORE, Location: url } });
}
