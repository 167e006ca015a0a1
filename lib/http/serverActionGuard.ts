// React decodes server-action requests before our code runs, and Next answers 500 when that throws (empty or cut body,
// broken JSON): the proxy checks their shape first so garbage gets a 4xx. The actions still check types and rules.
import { ITEM_SEGMENTS } from '../paths';
import { readBodyBytes, readTextBody } from './readBody';

/** Bigger than any text form of the site, multipart overhead included. */
export const MAX_ACTION_BODY_BYTES = 100 * 1024;
/**
 * A job page's application carries a CV of 5 MB at most: room for a bigger one, so that the action can refuse it
 * with its French message rather than the server cutting the request. Also next.config's serverActions.bodySizeLimit.
 */
export const MAX_APPLICATION_BODY_BYTES = 8 * 1024 * 1024;

/** The most a server-action call may send: only a form (multipart) posted on a job page carries a file. */
export function actionBodyLimit(pathname: string, multipart: boolean): number {
  return multipart && pathname.startsWith(`/${ITEM_SEGMENTS.job}/`) ? MAX_APPLICATION_BODY_BYTES : MAX_ACTION_BODY_BYTES;
}

const ACTION_ID = /^[0-9a-f]{40,42}$/;
const BOUND_ARGUMENT = /^\$ACTION_\d+:\d+$/;

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function refusal(status: 400 | 413 | 415): Response {
  return new Response('Requête invalide.', { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * null when `request` is not a server-action call, or is one of a sane shape; else the 4xx to answer. A call is a
 * POST with a `Next-Action` header (from JavaScript) or a multipart form (a form posted without JavaScript).
 */
export async function refuseMalformedAction(request: Request): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  const actionId = request.headers.get('next-action');
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  if (actionId === null && !multipart) return null;
  if (actionId !== null && !ACTION_ID.test(actionId)) return refusal(400);

  const limit = actionBodyLimit(new URL(request.url).pathname, multipart);

  if (multipart) {
    const body = await readBodyBytes(request.clone(), limit);
    if (!body.ok) return refusal(body.status);
    let form: FormData;
    try {
      // Parsed from the bytes already read (the body is read once; a file is no text), with the boundary as sent.
      form = await new Response(body.bytes, { headers: { 'Content-Type': contentType } }).formData();
    } catch {
      return refusal(400);
    }
    for (const [name, value] of form) {
      if (name.startsWith('$ACTION_ID_') && !ACTION_ID.test(name.slice('$ACTION_ID_'.length))) return refusal(400);
      if (BOUND_ARGUMENT.test(name) && (typeof value !== 'string' || !parsesAsJson(value))) return refusal(400);
    }
    return null;
  }
  const body = await readTextBody(request.clone(), limit);
  if (!body.ok) return refusal(body.status);
  // Arguments sent from JavaScript: React encodes them as a JSON array in a text body.
  if (!type.startsWith('text/plain')) return refusal(415);
  const trimmed = body.text.trim();
  return trimmed.startsWith('[') && parsesAsJson(trimmed) ? null : refusal(400);
}
