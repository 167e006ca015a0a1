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
import { checkPreviewLink, PREVIEW_COOKIE, PREVIEW_COOKIE_ATTRIBUTES, PREVIEW_SESSION_SECONDS, previewSession } from '@/lib/items/previewLink';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export async function GET(request: NextRequest): Promise<Response> {
  const secret = process.env.PREVIEW_SECRET ?? '';
  const link = checkPreviewLink(request.nextUrl.searchParams, secret);
  if ('refused' in link) {
    // Plain French text: the admin shows this answer in its preview frame.
    const text =
      link.refused === 'expired'
        ? 'Aperçu refusé : ce lien a expiré (il vaut 30 minutes). Rechargez la page de l’administration, puis rouvrez l’aperçu.'
        : 'Aperçu refusé : ce lien n’est pas un lien d’aperçu valide. Ouvrez l’aperçu depuis la fiche, dans l’administration.';
    return new NextResponse(text, { status: 401, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
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
  const attributes = PREVIEW_COOKIE_ATTRIBUTES;
  if (link.status === 'published') {
    draft.disable();
    response.cookies.set(PREVIEW_COOKIE, '', { ...attributes, maxAge: 0 });
  } else {
    draft.enable();
    response.cookies.set(PREVIEW_COOKIE, previewSession(itemPath(item.kind, item.slug), secret, Date.now(), request.cookies.get(PREVIEW_COOKIE)?.value), { ...attributes, maxAge: PREVIEW_SESSION_SECONDS });
  }
  return response;
}
