// The visitor's address as the site can know it, for per-address limits.

type HeaderReader = { get: (name: string) => string | null };

/**
 * The client's address from X-Forwarded-For. `trustedProxies` is how many proxies in front of the site (load
 * balancer, CDN) append the address they received: the client is that many entries from the end. With none (the
 * site reached directly), Next sets the header to the connection's address when the request has none; a client
 * that sends its own header can then choose its key, which is why production runs behind a proxy that sets it.
 */
export function clientAddress(headers: HeaderReader, trustedProxies = 0): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length > 0) return forwarded[Math.max(0, forwarded.length - Math.max(trustedProxies, 1))] ?? 'unknown';
  return headers.get('x-real-ip')?.trim() || 'unknown';
}
