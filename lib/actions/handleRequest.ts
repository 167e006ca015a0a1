// The server's side of every request form (quote, contact, book order): robots, rules, rate limit, then the CMS.
import 'server-only';
import { headers } from 'next/headers';
import type { StoreResult } from '@/lib/cms';
import { HONEYPOT_FIELD, readFields, type RequestState } from '@/lib/forms/requestState';
import type { FieldError } from '@/lib/forms/validators';
import { clientAddress } from '@/lib/http/clientAddress';
import { createRateLimiter, type RateLimiter } from '@/lib/http/rateLimit';
import { messages } from '@/lib/messages';

/** Requests accepted per minute and address, all forms together (FORM_RATE_LIMIT; 0 turns the limit off). */
export const DEFAULT_FORM_RATE_LIMIT = 5;
const WINDOW_MS = 60_000;

function readCount(raw: string | undefined, fallback: number): number {
  const value = raw?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : fallback;
}

let limiter: RateLimiter | null = null;

/** The process's limiter, made on first use from the environment. */
function formsLimiter(): RateLimiter {
  limiter ??= createRateLimiter({ limit: readCount(process.env.FORM_RATE_LIMIT, DEFAULT_FORM_RATE_LIMIT), windowMs: WINDOW_MS });
  return limiter;
}

/** Tests: forget the limiter so that the next request reads the environment again. */
export function resetFormsLimiterForTests() {
  limiter = null;
}

/** The honeypot's value in what the form sent (FormData, or the order's object). */
function honeypotOf(data: unknown): string {
  return readFields(data, [HONEYPOT_FIELD])[HONEYPOT_FIELD];
}

type Handling<V> = {
  /** What the form sent (FormData, or the order's object), for the honeypot. */
  data: unknown;
  values: V;
  problem: FieldError<string> | null;
  store: () => Promise<StoreResult>;
};

/**
 * Checks in the order that costs a real visitor least: a filled honeypot is a robot (answered like a success,
 * nothing done); a broken rule gets its message (not counted against the limit, so that someone correcting a
 * field without JavaScript is never blocked); past the per-address limit, a French message; then the CMS.
 */
export async function handleRequest<V>({ data, values, problem, store }: Handling<V>): Promise<RequestState<V>> {
  if (honeypotOf(data).trim() !== '') return { status: 'ignored', values, field: null, message: '' };
  if (problem) return { status: 'invalid', values, field: problem.field, message: problem.message };
  const address = clientAddress(await headers(), readCount(process.env.TRUSTED_PROXIES, 0));
  if (!formsLimiter().take(address)) return { status: 'limited', values, field: null, message: messages.requestRateLimited };
  const stored = await store();
  return { status: stored.ok ? 'stored' : 'not-stored', values, field: null, message: '' };
}
