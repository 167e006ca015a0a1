// React decodes server-action requests before our code runs, and Next answers 500 when that throws (empty or cut body,
// broken JSON): the proxy checks their shape first so garbage gets a 4xx. Before it reads a byte it refuses a body
// declared bigger than its route takes, and a form posted as multipart (a CV, or any form sent without JavaScript)
// from an address past its limit: a flood of 8 MB posts is answered without being read (Next itself still takes in
// what the client sends, docs/performance.md). The actions still check types and rules.
import { REQUEST_RATE_LIMITED } from '../forms/rateLimited';
import { ITEM_SEGMENTS, pageOfPathname } from '../paths';
import { declaredLarger, readBodyBytes, readTextBody } from './readBody';

/** Bigger than any text form of the site, multipart overhead included. */
export const MAX_ACTION_BODY_BYTES = 100 * 1024;
/**
 * A job page's application carries a CV of 5 MB at most: room for a bigger one, so that the action can refuse it
 * with its French message rather than the server cutting the request. Also next.config's serverActions.bodySizeLimit.
 */
export const MAX_APPLICATION_BODY_BYTES = 8 * 1024 * 1024;

/**
 * What Next itself holds of a body for the proxy (experimental.proxyClientMaxBodySize in next.config.ts, 10 MB by
 * default): the application's limit and one read's worth more, so that a body streamed past the limit reaches the
 * proxy's reader past it (413) before Next stops taking it in.
 */
export const PROXY_BODY_HOLD_BYTES = MAX_APPLICATION_BODY_BYTES + MAX_ACTION_BODY_BYTES;

/** Whether a request's body is a multipart form (a form posted without JavaScript, or one carrying a file). */
const isMultipart = (contentType: string | null) => (contentType ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Whether the proxy counted this request against its address before reading it (every multipart action call): the
 * action then counts its e-mail address only (lib/actions/handleRequest.ts).
 */
export const countedByProxy = isMultipart;

/** The most a server-action call may send: only a form (multipart) posted on a job page carries a file. */
export function actionBodyLimit(pathname: string, multipart: boolean): number {
  return multipart && pageOfPathname(pathname).startsWith(`/${ITEM_SEGMENTS.job}/`) ? MAX_APPLICATION_BODY_BYTES : MAX_ACTION_BODY_BYTES;
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A post past its address's limit. From a script, the message as the plain text Next's client turns into the error
 * the form shows (components/forms/useRequestForm.ts); without JavaScript, a page that says it, in French.
 */
function limited(fromScript: boolean, pathname: string): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (fromScript) return new Response(REQUEST_RATE_LIMITED, { status: 429, headers: { ...headers, 'Content-Type': 'text/plain' } });
  const page = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Trop de demandes | ADIVE</title></head>',
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f1b3d;line-height:1.5">',
    `<main><h1>Trop de demandes</h1><p>${escapeHtml(REQUEST_RATE_LIMITED)}</p>`,
    `<p><a href="${escapeHtml(pathname)}">Revenir à la page</a></p></main></body></html>`,
  ].join('');
  return new Response(page, { status: 429, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Takes one request from the client's address; false when the address is past its limit. */
export type AddressBudget = () => Promise<boolean>;

/**
 * null when `request` is not a server-action call, or is one of a sane shape within its address's limit; else the
 * 4xx to answer. A call is a POST with a `Next-Action` header (from JavaScript) or a multipart form (a form posted
 * without JavaScript). A multipart call is counted against its address (`spend`) before anything of it is read; the
 * body is read from the proxy's own copy (Next hands the route another) and only up to its route's limit.
 */
export async function refuseAction(request: Request, spend: AddressBudget): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  const actionId = request.headers.get('next-action');
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  const multipart = isMultipart(contentType);
  if (actionId === null && !multipart) return null;
  if (actionId !== null && !ACTION_ID.test(actionId)) return refusal(400);

  const { pathname } = new URL(request.url);
  const limit = actionBodyLimit(pathname, multipart);
  if (declaredLarger(request, limit)) return refusal(413);

  if (multipart) {
    if (!(await spend())) return limited(actionId !== null, pathname);
    const body = await readBodyBytes(request, limit);
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
  const body = await readTextBody(request, limit);
  if (!body.ok) return refusal(body.status);
  // Arguments sent from JavaScript: React encodes them as a JSON array in a text body.
  if (!type.startsWith('text/plain')) return refusal(415);
  const trimmed = body.text.trim();
  return trimmed.startsWith('[') && parsesAsJson(trimmed) ? null : refusal(400);
}
