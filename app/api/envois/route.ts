/**
 * POST /api/envois: a request kept offline, sent by the service worker when the connection returns (Background Sync:
 * no page needs to be open). `{kind, payload}` as the form would have sent it, delivery key included; the same server
 * action runs (honeypot, rules, limits, the CMS), and its status is the answer. JSON only, and from the site itself
 * (lib/http/jsonRequest.ts). Other clients get what the forms' actions already give them.
 */
import 'server-only';
import { submitKeptRequest } from '@/lib/actions/requests';
import { sameOriginJsonProblem } from '@/lib/http/jsonRequest';
import { readTextBody } from '@/lib/http/readBody';
import { MAX_ACTION_BODY_BYTES } from '@/lib/http/serverActionGuard';


function answer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

export async function POST(request: Request): Promise<Response> {
  const problem = sameOriginJsonProblem(request);
  if (problem) return answer({ error: problem.error }, problem.status);
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
