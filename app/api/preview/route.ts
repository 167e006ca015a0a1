/**
 * The CMS's preview button lands here (`?url=<item page>&status=draft|published&expires=…&signature=…`, a link the
 * CMS signed for that page with PREVIEW_SECRET, which never travels itself: lib/items/previewLink.ts). A valid link
 * turns Next's draft mode on (off for published) and proves, in a cookie, that this page alone may show its draft;
 * the editor is then sent to the page. Anything else (no, a wrong or an expired signature, the old `?secret=` links)
 * is a 401. Never cached.
 */
import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { previewTarget } from '@/lib/items/preview';
import { itemPath, parseItemPath } from '@/lib/paths';
import { checkPreviewLink, PREVIEW_COOKIE, PREVIEW_SESSION_SECONDS, previewSession } from '@/lib/items/previewLink';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export async function GET(request: NextRequest): Promise<Response> {
  const secret = process.env.PREVIEW_SECRET ?? '';
  const link = checkPreviewLink(request.nextUrl.searchParams, secret);
  if (!link) {
    return NextResponse.json({ error: 'Aperçu refusé : lien invalide ou expiré. Rouvrez l’aperçu depuis l’administration.' }, { status: 401, headers: NO_STORE });
  }
  // Only the pages of items: no open redirect to another site or another kind of page.
  const url = previewTarget(link.path);
  const item = url ? parseItemPath(new URL(url, 'http://site.invalid').pathname) : null;
  if (!url || !item) {
    return NextResponse.json({ error: "Aperçu refusé : cette adresse n'est pas une page d'article, de formation ou d'offre." }, { status: 400, headers: NO_STORE });
  }
  const draft = await draftMode();
  // A relative address: the page on the host the editor came to (Next's own idea of its host may differ).
  const response = new NextResponse(null, { status: 307, headers: { ...NO_STORE, Location: url } });
  // The same attributes as Next's own draft-mode cookie: the admin may show the page in a frame of its own site.
  const attributes = { httpOnly: true, path: '/', sameSite: process.env.NODE_ENV === 'development' ? ('lax' as const) : ('none' as const), secure: process.env.NODE_ENV !== 'development' };
  if (link.status === 'published') {
    draft.disable();
    response.cookies.set(PREVIEW_COOKIE, '', { ...attributes, maxAge: 0 });
  } else {
    draft.enable();
    response.cookies.set(PREVIEW_COOKIE, previewSession(itemPath(item.kind, item.slug), secret), { ...attributes, maxAge: PREVIEW_SESSION_SECONDS });
  }
  return response;
}
