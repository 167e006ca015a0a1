// A sliding-window rate limit kept in memory: at most `limit` hits per key within `windowMs`. One per process: with
// several site instances each keeps its own count (the limit per address is then at most N times as high).

export type RateLimiter = {
  /** Counts a hit for `key`; false when the key already had `limit` hits within the window (the hit is not counted). */
  take: (key: string, now?: number) => boolean;
  /** Forgets every key (tests). */
  reset: () => void;
};

/** Keys remembered at most: past it the least recently seen are dropped, so a flood of addresses cannot exhaust memory. */
const MAX_KEYS = 10_000;

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key, now = Date.now()) {
      if (limit <= 0) return true;
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      hits.delete(key);
      const allowed = recent.length < limit;
      if (allowed) recent.push(now);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return allowed;
    },
    reset() {
      hits.clear();
    },
  };
}
