// The visitor's address as the site can know it, for per-address limits.

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
