/**
 * POST /api/envois: a request kept offline, sent by the service worker when the connection returns (Background Sync:
 * no page needs to be open). `{kind, payload}` as the form would have sent it, delivery key included; the same server
 * action runs (honeypot, rules, limits, the CMS), and its status is the answer. JSON only, and from the site itself
 * when a browser says where it comes from: a page of another site can neither send JSON here without a CORS preflight
 * (refused) nor pass the Sec-Fetch-Site check. Other clients get what the forms' actions already give them.
 */
import 'server-only';
import { submitKeptRequest } from '@/lib/actions/requests';
import { readTextBody } from '@/lib/http/readBody';
import { MAX_ACTION_BODY_BYTES } from '@/lib/http/serverActionGuard';


function answer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

export async function POST(request: Request): Promise<Response> {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return answer({ error: 'Same-origin requests only' }, 403);
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return answer({ error: 'Expected Content-Type: application/json' }, 415);
  }
  // What the form itself may send to its server action.
  const body = await readTextBody(request, MAX_ACTION_BODY_BYTES);
  if (!body.ok) return answer({ error: body.error }, body.status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return answer({ error: 'Malformed JSON' }, 400);
  }
  const { kind, payload } = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const state = payload && typeof payload === 'object' && !Array.isArray(payload) ? await submitKeptRequest(kind, payload) : null;
  if (!state) return answer({ error: 'Expected {kind, payload}' }, 400);
  return answer({ status: state.status });
}
