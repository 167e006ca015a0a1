// The visitor's address as the site can know it, for per-address limits.
import { readCount } from '@/lib/env/count';

type HeaderReader = { get: (name: string) => string | null };

/** The one key of every request whose address cannot be trusted: they share one count, so none escapes the limit. */
export const UNTRUSTED_ADDRESS = 'untrusted';

/**
 * The X-Forwarded-For entry `trustedProxies` places from the end (anything before it is client-sent). Without a
 * declared proxy nothing can be trusted (Next passes a client-sent header on as is and exposes no socket address),
 * nor can a header shorter than the proxy chain: both get UNTRUSTED_ADDRESS.
 */
export function clientAddress(headers: HeaderReader, trustedProxies: number): string {
  if (trustedProxies < 1) return UNTRUSTED_ADDRESS;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? UNTRUSTED_ADDRESS;
}

/** TRUSTED_PROXIES: how many proxies in front of the site append the client's address (0 when unset or not a count). */
export function trustedProxyCount(raw = process.env.TRUSTED_PROXIES): number {
  return readCount(raw, 0);
}

/**
 * In production, said once at start (instrumentation.ts) when TRUSTED_PROXIES is not set: behind a proxy the site was
 * not told about, every visitor shares one request count (the whole firm limited to FORM_RATE_LIMIT). Not judged from
 * the requests: Next fills X-Forwarded-For in from the socket before any of the site's code sees them, proxy or not,
 * so a plain `next start` looked like a proxy left undeclared. Set to 0, the operator has said there is none.
 */
export function proxySettingWarning(raw = process.env.TRUSTED_PROXIES, production = process.env.NODE_ENV === 'production'): string | null {
  if (!production || raw?.trim()) return null;
  return (
    '[limit] TRUSTED_PROXIES is not set: X-Forwarded-For is not read, so behind a proxy every visitor shares one ' +
    'request count (FORM_RATE_LIMIT for the whole site). Set it to the number of proxies in front of the site that ' +
    'append the address (1 behind nginx), or to 0 when there is none (docs/deploy.md).'
  );
}
