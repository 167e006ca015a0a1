// The two checks of a JSON route that only the site's own pages call (the worker's kept requests, the field
// measures): a page of another site can neither send JSON here without a CORS preflight (refused) nor pass the
// Sec-Fetch-Site check when its browser says where it comes from.

/** Why `request` is refused before its body is read (403 or 415), or null when it may be read. */
export function sameOriginJsonProblem(request: Request): { status: 403 | 415; error: string } | null {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return { status: 403, error: 'Same-origin requests only' };
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) return { status: 415, error: 'Expected Content-Type: application/json' };
  return null;
}
