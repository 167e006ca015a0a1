/**
 * CMS webhook → every cache tag the change touches expires at once. The secret is read from `Authorization: Bearer`
 * only: in the URL it would end up in access and CDN logs.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';

import { tagsForWebhook } from '@/lib/cms';
import { readTextBody } from '@/lib/http/readBody';
import { sameSecret } from '@/lib/http/secret';

/** Strapi's webhook bodies are a few kilobytes (a long article at most): anything far larger is refused unread. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

/** Never kept by a CDN or a browser: each call is a command, and its answer is about that call only. */
function answer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

function isAuthorized(request: Request): boolean {
  const expected = process.env.REVALIDATE_SECRET;
  if (!expected) return false;
  const header = request.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header.trim())?.[1]?.trim();
  return bearer !== undefined && sameSecret(bearer, expected);
}

export async function POST(request: Request): Promise<Response> {
  if (new URL(request.url).searchParams.has('secret')) {
    console.error('[revalidate] refused: the secret was sent in the address (?secret=); send it as "Authorization: Bearer <secret>"');
    return answer({ error: 'Unauthorized: send the secret in the Authorization header, never in the address' }, 401);
  }
  if (!isAuthorized(request)) {
    return answer({ error: 'Unauthorized' }, 401);
  }

  // Strapi sends JSON; anything else is refused unread.
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return answer({ error: 'Expected Content-Type: application/json' }, 415);
  }
  const read = await readTextBody(request, MAX_WEBHOOK_BYTES);
  if (!read.ok) return answer({ error: read.error }, read.status);

  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return answer({ error: 'Malformed JSON body' }, 400);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return answer({ error: 'Expected a JSON object' }, 400);
  }

  const tags = tagsForWebhook(body);
  for (const tag of tags) {
    // Expire now so the next visit gets the new content; the recommended 'max' profile would serve the stale one first.
    revalidateTag(tag, { expire: 0 });
  }
  return answer({ revalidated: tags });
}
