/**
 * "Quitter l'aperçu" (the preview banner's form): draft mode off and the page's proof forgotten, then back to the
 * page the editor was on, now as visitors see it. POST, so that no prefetch or crawler can end a preview by
 * following a link.
 */
import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { returnPath } from '@/lib/items/preview';
import { PREVIEW_COOKIE, PREVIEW_COOKIE_ATTRIBUTES } from '@/lib/items/previewLink';

export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).set(PREVIEW_COOKIE, '', { ...PREVIEW_COOKIE_ATTRIBUTES, maxAge: 0 });
  return new Response(null, { status: 303, headers: { 'Cache-Control': 'private, no-store', Location: returnPath(request.headers.get('referer')) } });
}
