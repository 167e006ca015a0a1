// The server's side of every request form (quote, contact, book order): robots, rules, rate limit, then the CMS.
import 'server-only';
import { headers } from 'next/headers';
import type { StoreResult } from '@/lib/cms';
import { HONEYPOT_FIELD, readFields, type RequestState } from '@/lib/forms/requestState';
import type { FieldError } from '@/lib/forms/request';
import { clientAddress, trustedProxyCount } from '@/lib/http/clientAddress';
import {
  connectLimitsRedis,
  createRequestLimits,
  DEFAULT_ADDRESS_LIMIT,
  DEFAULT_EMAIL_LIMIT,
  type RequestLimits,
} from '@/lib/http/rateLimit';
import { serverMessages } from '@/lib/messages';
import { readCount } from '@/lib/env/count';

let limits: Promise<RequestLimits> | null = null;

/**
 * Made on first use from the environment. With REDIS_URL the first request waits for the connection
 * (REDIS_TIMEOUT_MS at most), so that no instance counts its first requests apart from the shared count.
 */
function requestLimits(): Promise<RequestLimits> {
  limits ??= (async () => {
    const redisUrl = process.env.REDIS_URL?.trim();
    const timeoutMs = readCount(process.env.REDIS_TIMEOUT_MS, 1000);
    const redis = redisUrl ? await connectLimitsRedis(redisUrl, timeoutMs) : null;
    return createRequestLimits({
      perAddress: readCount(process.env.FORM_RATE_LIMIT, DEFAULT_ADDRESS_LIMIT),
      perEmail: readCount(process.env.FORM_EMAIL_RATE_LIMIT, DEFAULT_EMAIL_LIMIT),
      redis,
      timeoutMs,
    });
  })();
  return limits;
}

/** Tests: forget the limits so that the next request reads the environment again. */
export function resetFormsLimiterForTests() {
  limits = null;
}

/** Counts one request of every form (newsletter included) against its address and its e-mail address. */
export async function withinLimits(email: string): Promise<boolean> {
  const address = clientAddress(await headers(), trustedProxyCount());
  return (await requestLimits()).allow({ address, email });
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
  /** Run after the rules, before the limits: a refusal that does not depend on the visitor's typing. */
  refuse?: () => Promise<string | null>;
  store: () => Promise<StoreResult | Refusal>;
};

/**
 * Checks in the order that costs a real visitor least: honeypot (a robot gets a fake success), rules (not counted,
 * so someone fixing a field without JavaScript is never blocked), the limits, then the CMS.
 */
export async function handleRequest<V>({ data, values, email, problem, refuse, store }: Handling<V>): Promise<RequestState<V>> {
  if (honeypotOf(data).trim() !== '') return { status: 'ignored', values, field: null, message: '' };
  if (problem) return { status: 'invalid', values, field: problem.field, message: problem.message };
  const refusal = refuse ? await refuse() : null;
  if (refusal) return { status: 'refused', values, field: null, message: refusal };
  if (!(await withinLimits(email))) return { status: 'limited', values, field: null, message: serverMessages.requestRateLimited };
  const stored = await store();
  if ('refusal' in stored) return { status: 'refused', values, field: null, message: stored.refusal };
  return { status: stored.ok ? 'stored' : 'not-stored', values, field: null, message: '' };
}
