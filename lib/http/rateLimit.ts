// The forms' request limits per address and per e-mail over ten minutes, shared in Redis with REDIS_URL. While Redis is
// down or silent each instance counts in memory, so a form never waits on Redis longer than REDIS_TIMEOUT_MS. The
// proxy counts a form posted as multipart against its address before reading it, the actions count the rest
// (lib/http/serverActionGuard.ts, countedByProxy): one count per request, in one place for each kind of post.
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { readCount } from '@/lib/env/count';

export const LIMIT_WINDOW_SECONDS = 600;
/**
 * Per address: on West African mobile networks one carrier address is shared by many strangers, and the whole site
 * gets a few dozen requests a day, so 20 in ten minutes from one address is a robot, never a crowd.
 */
export const DEFAULT_ADDRESS_LIMIT = 20;
/** Per e-mail address: a person resends a few times at most; a robot filling in one victim's address does more. */
export const DEFAULT_EMAIL_LIMIT = 5;

/** What one request is counted against: its address (unless already counted), its e-mail address (if it gives one). */
export type LimitedKeys = { address?: string; email?: string };
export type RequestLimits = {
  /** Counts one request; false when its address or its e-mail address is past its limit. */
  allow: (keys: LimitedKeys) => Promise<boolean>;
};

type Limiter = RateLimiterMemory | RLWrapperTimeouts;
type RedisClient = ReturnType<typeof createClient>;

/** Keys are hashed: no visitor's address or e-mail is written to Redis in clear. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

function makeLimiter(name: string, points: number, redis: RedisClient | null, timeoutMs: number): Limiter {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: LIMIT_WINDOW_SECONDS });
  if (!redis) return memory;
  const shared = new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    keyPrefix: `adive:limit:${name}`,
    points,
    duration: LIMIT_WINDOW_SECONDS,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
  // A Redis that hangs without closing the connection (not "not ready") is cut short here.
  return new RLWrapperTimeouts({ limiter: shared, timeoutMs, insuranceLimiter: memory });
}

async function take(limiter: Limiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(hashed(key));
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    // Neither Redis nor memory could count: let the request through rather than lose it.
    console.error(`[limit] could not count a request (${error instanceof Error ? error.message : String(error)})`);
    return true;
  }
}

export function createRequestLimits({
  perAddress,
  perEmail,
  redis = null,
  timeoutMs = 1000,
}: {
  perAddress: number;
  perEmail: number;
  redis?: RedisClient | null;
  timeoutMs?: number;
}): RequestLimits {
  const byAddress = perAddress > 0 ? makeLimiter('address', perAddress, redis, timeoutMs) : null;
  const byEmail = perEmail > 0 ? makeLimiter('email', perEmail, redis, timeoutMs) : null;
  return {
    async allow({ address, email }) {
      if (byAddress && address !== undefined && !(await take(byAddress, address))) return false;
      const mailbox = email?.trim().toLowerCase();
      if (byEmail && mailbox && !(await take(byEmail, mailbox))) return false;
      return true;
    },
  };
}

const SHARED = Symbol.for('adive.requestLimits');
type Shared = typeof globalThis & { [SHARED]?: Promise<RequestLimits> };

/**
 * The site's limits, made on first use from the environment (FORM_RATE_LIMIT, FORM_EMAIL_RATE_LIMIT, REDIS_URL). One per
 * process, on globalThis: the proxy and the server actions are bundled apart, and without Redis an address must be
 * counted in one memory. With REDIS_URL the first request waits for the connection (REDIS_TIMEOUT_MS at most), so that
 * no instance counts its first requests apart from the shared count.
 */
export function sharedRequestLimits(): Promise<RequestLimits> {
  const shared = globalThis as Shared;
  shared[SHARED] ??= (async () => {
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
  return shared[SHARED];
}

/** Tests: forget the limits so that the next request reads the environment again. */
export function resetSharedRequestLimitsForTests() {
  delete (globalThis as Shared)[SHARED];
}

/**
 * A Redis client for the limits, resolved once connected or after `waitMs` (it keeps connecting in the background);
 * commands fail at once while it is away.
 */
export async function connectLimitsRedis(url: string, waitMs = 1000): Promise<RedisClient> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(250 * 2 ** Math.min(retries, 3), 2000) },
  });
  let reported = false;
  client.on('error', (error: unknown) => {
    if (reported) return;
    reported = true;
    console.error(`[limit] Redis unreachable (${error instanceof Error ? error.message : String(error)}); counting in memory`);
  });
  client.on('ready', () => {
    reported = false;
  });
  const connected = client.connect().catch(() => {
    // Reported by the error listener; the client keeps reconnecting.
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([connected, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  return client;
}
