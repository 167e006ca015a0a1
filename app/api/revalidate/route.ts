/**
 * CMS webhook → cache refresh. The CMS POSTs a JSON description of what changed with
 * `Authorization: Bearer <REVALIDATE_SECRET>`; every cache tag that depends on it expires at once.
 * `?secret=` is accepted too, for a manual call.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';

import { tagsForWebhook } from '@/lib/cms';
import { readTextBody } from '@/lib/http/readBody';
import { sameSecret } from '@/lib/http/secret';

/**
 * Strapi's webhook bodies carry the changed entry: a few kilobytes, a long article's text at most. Anything far
 * larger is not a webhook, and is refused before being read in full.
 */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

function isAuthorized(request: Request): boolean {
  const expected = process.env.REVALIDATE_SECRET;
  if (!expected) return false;
  const header = request.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header.trim())?.[1]?.trim();
  const query = new URL(request.url).searchParams.get('secret');
  const given = bearer ?? query;
  return given !== null && given !== undefined && sameSecret(given, expected);
}

export async function POST(request: Request): Promise<Response> {
  if (!isAuthorized(request)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }

  // Strapi sends JSON; anything else is refused unread.
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return Response.json({ error: 'Expected Content-Type: application/json' }, { status: 415 });
  }
  const read = await readTextBody(request, MAX_WEBHOOK_BYTES);
  if (!read.ok) return Response.json({ error: read.error }, { status: read.status });

  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return Response.json({ error: 'Malformed JSON body' }, { status: 400 });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return Response.json({ error: 'Expected a JSON object' }, { status: 400 });
  }

  const tags = tagsForWebhook(body);
  for (const tag of tags) {
    // A webhook is the signal that content changed: expire now, so the next visit fetches the
    // new version instead of being served the stale one (the recommended 'max' profile would).
    revalidateTag(tag, { expire: 0 });
  }
  return Response.json({ revalidated: tags });
}
