// The server's side of every request form (quote, contact, book order, application): robots, rules, rate limit, the
// checks that cost (a CV read, the CMS asked), then the CMS.
import 'server-only';
import { headers } from 'next/headers';
import type { StoreResult } from '@/lib/cms';
import { HONEYPOT_FIELD, readFields, type RequestState } from '@/lib/forms/requestState';
import type { FieldError } from '@/lib/forms/definition';
import { clientAddress, trustedProxyCount } from '@/lib/http/clientAddress';
import { sharedRequestLimits } from '@/lib/http/rateLimit';
import { countedByProxy } from '@/lib/http/serverActionGuard';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';

/** Tests: forget the limits so that the next request reads the environment again. */
export { resetSharedRequestLimitsForTests as resetFormsLimiterForTests } from '@/lib/http/rateLimit';

/**
 * Counts one request of every form (newsletter included) against its e-mail address, and against its address unless
 * the proxy counted it there already (a form posted as multipart, before its body was read).
 */
export async function withinLimits(email: string): Promise<boolean> {
  const request = await headers();
  const address = countedByProxy(request.get('content-type')) ? undefined : clientAddress(request, trustedProxyCount());
  return (await sharedRequestLimits()).allow({ address, email });
}

/** The honeypot's value in what the form sent (FormData, or the order's object). */
export function honeypotOf(data: unknown): string {
  return readFields(data, [HONEYPOT_FIELD])[HONEYPOT_FIELD];
}

/** A valid request the firm does not take, with the French reason (an application to an expired offer). */
export type Refusal = { ok: false; refusal: string };

type Handling<V> = {
  /** What the form sent (FormData, or the order's object), for the honeypot. */
  data: unknown;
  values: V;
  /** The e-mail address the request gives, counted by the per-address limit's companion. */
  email: string;
  problem: FieldError<string> | null;
  /** Run after the limits: a field's check that costs (a CV read from its bytes). */
  check?: () => Promise<FieldError<string> | null>;
  /** Run after the limits and the check: a refusal that does not depend on the visitor's typing (the CMS asked). */
  refuse?: () => Promise<string | null>;
  store: () => Promise<StoreResult | Refusal>;
  /** What the visitor is told past the limits, in the form's edition (the French text by default). */
  limited?: string;
};

/**
 * Checks in the order that costs a real visitor least and the server little: honeypot (a robot gets a fake success),
 * rules of the typed fields (free: a request sent from a script is counted only past them, so someone fixing a field
 * is not blocked for it; a form posted without JavaScript was counted by the proxy already), the limits, and only then
 * what costs the server (the check, the CMS asked, the CMS written to).
 */
export async function handleRequest<V>({ data, values, email, problem, check, refuse, store, limited = REQUEST_RATE_LIMITED }: Handling<V>): Promise<RequestState<V>> {
  if (honeypotOf(data).trim() !== '') return { status: 'ignored', values, field: null, message: '' };
  if (problem) return { status: 'invalid', values, field: problem.field, message: problem.message };
  if (!(await withinLimits(email))) return { status: 'limited', values, field: null, message: limited };
  const checked = check ? await check() : null;
  if (checked) return { status: 'invalid', values, field: checked.field, message: checked.message };
  const refusal = refuse ? await refuse() : null;
  if (refusal) return { status: 'refused', values, field: null, message: refusal };
  const stored = await store();
  if ('refusal' in stored) return { status: 'refused', values, field: null, message: stored.refusal };
  if (!stored.ok) return { status: 'not-stored', values, field: null, message: '' };
  return { status: 'stored', values, field: null, message: '', firmNotified: stored.firmNotified };
}
