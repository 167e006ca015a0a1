/**
 * Strapi webhook → cache refresh. Strapi POSTs `{event, model, uid, entry}` with
 * `Authorization: Bearer <REVALIDATE_SECRET>`; every cache tag that depends on `model` expires at once.
 * `?secret=` is accepted too, for a manual call.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import { revalidateTag } from 'next/cache';

import { ALL_CONTENT_TAGS, tagsForModel, type CmsTag } from '@/lib/cms/tags';

function sameSecret(given: string, expected: string): boolean {
  // Hash both sides so the comparison is constant-time whatever their lengths.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function isAuthorized(request: Request): boolean {
  const expected = process.env.REVALIDATE_SECRET;
  if (!expected) return false;
  const header = request.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header.trim())?.[1]?.trim();
  const query = new URL(request.url).searchParams.get('secret');
  const given = bearer ?? query;
  return given !== null && given !== undefined && sameSecret(given, expected);
}

function tagsForEvent(body: Record<string, unknown>): CmsTag[] {
  if (typeof body.model === 'string') return tagsForModel(body.model);
  // Media Library events (`media.create`, ...) carry no `model`: a file may be any entry's image.
  if (typeof body.event === 'string' && body.event.startsWith('media.')) return [...ALL_CONTENT_TAGS];
  return [];
}

export async function POST(request: Request): Promise<Response> {
  if (!isAuthorized(request)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }

  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return Response.json({ error: 'Malformed JSON body' }, { status: 400 });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return Response.json({ error: 'Expected a JSON object' }, { status: 400 });
  }

  const tags = tagsForEvent(body as Record<string, unknown>);
  for (const tag of tags) {
    // A webhook is the signal that content changed: expire now, so the next visit fetches the
    // new version instead of being served the stale one (the recommended 'max' profile would).
    revalidateTag(tag, { expire: 0 });
  }
  return Response.json({ revalidated: tags });
}
