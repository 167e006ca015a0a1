// The page's field-measures script (lib/measures/script.ts). At the address a page of this build names (?v=…) it is
// kept for good by browsers and proxies; any other address (a page of an older build) gets this build's script,
// checked again on every use.
import { taggedResponse } from '@/lib/http/entityTag';
import { measuresScript } from '@/lib/measures/script';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const found = measuresScript();
  if (!found) return new Response('', { status: 404 });
  const current = new URL(request.url).searchParams.get('v') === found.version;
  return taggedResponse(request, found.script, found.etag, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
}
