// The visitor's address as the site can know it, for per-address limits.

type HeaderReader = { get: (name: string) => string | null };

/** The one key of every request whose address cannot be trusted: they share one count, so none escapes the limit. */
export const UNTRUSTED_ADDRESS = 'untrusted';

/**
 * The client's address from X-Forwarded-For, as appended by the `trustedProxies` proxies in front of the site
 * (nginx, a CDN): the entry that many places from the end; whatever stands before it was sent by the client.
 * Without a declared proxy the header cannot be trusted at all (Next keeps a client-sent one as it is and gives no
 * other way to read the connection's address), so every request shares one key; a header shorter than the chain
 * of proxies did not come through them, and shares it too.
 */
export function clientAddress(headers: HeaderReader, trustedProxies: number): string {
  if (trustedProxies < 1) return UNTRUSTED_ADDRESS;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustedProxies] ?? UNTRUSTED_ADDRESS;
}
