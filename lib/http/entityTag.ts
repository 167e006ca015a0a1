// Entity tags for answers the site builds itself (Next tags its pages on its own).
import { createHash } from 'node:crypto';

/** A strong tag of `body`: the same bytes always give the same tag, on every instance. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `etag`. Compared weakly, as RFC 9110 asks for If-None-Match: a proxy that
 * compresses the answer (nginx's gzip) turns the tag weak (W/"…"), and the browser sends it back so.
 */
export function matchesEntityTag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * `body` under `etag`, or a 304 without it when the browser's copy already carries that tag. The 304 carries only the
 * tag and Cache-Control (RFC 9111 §4.3.4: the browser keeps the other headers of its copy): the worker's update check
 * after every page load costs its request and a few bytes.
 */
export function taggedResponse(request: Request, body: string, etag: string, headers: Record<string, string>): Response {
  if (matchesEntityTag(request.headers.get('If-None-Match'), etag)) {
    const kept = headers['Cache-Control'];
    return new Response(null, { status: 304, headers: { ETag: etag, ...(kept ? { 'Cache-Control': kept } : {}) } });
  }
  return new Response(body, { headers: { ...headers, ETag: etag } });
}
