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

let proxyWarningGiven = false;

/**
 * In production, a request that arrived with X-Forwarded-For while TRUSTED_PROXIES is 0 means a proxy the site was
 * not told about: every visitor then shares one request count (the whole firm limited to FORM_RATE_LIMIT). Said once
 * in the log. Called from proxy.ts, which sees the headers as they came: Next fills X-Forwarded-For in from the
 * socket afterwards, so the pages always see one.
 */
export function warnIfProxyIgnored(headers: HeaderReader, trusted = trustedProxyCount(), production = process.env.NODE_ENV === 'production'): boolean {
  if (proxyWarningGiven || !production || trusted > 0 || !headers.get('x-forwarded-for')) return false;
  proxyWarningGiven = true;
  console.warn(
    '[limit] Requests arrive with an X-Forwarded-For header but TRUSTED_PROXIES is 0: the header is not read, so every ' +
      'visitor shares one request count (FORM_RATE_LIMIT for the whole site). Set TRUSTED_PROXIES to the number of ' +
      'proxies in front of the site that append the address (1 behind nginx; docs/deploy.md).',
  );
  return true;
}
