// Next's server cache, chosen at start so one build serves both: Next's own file cache without REDIS_URL; with it, one
// Redis shared by every instance, so a webhook on any instance refreshes all. While Redis is down each instance
// answers from its own LRU (which every write also reaches). Plain JavaScript: Next loads this file at run time.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const BUILD_PHASE = 'phase-production-build';

/**
 * How long lib/cms can still find a last good copy while the CMS is down (refreshes happen on time regardless); the
 * library's default, 1.5 × the revalidation time, would lose it after 15 minutes. Eviction: docs/deploy.md.
 */
const KEEP_AT_LEAST_SECONDS = 7 * 24 * 3600;

/** How long one Redis command may take before the instance answers from memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS) || 1000;

function redisUrl() {
  const url = (process.env.REDIS_URL ?? '').trim();
  // The build renders into .next as usual: Redis holds what instances render, keyed by build.
  return url && process.env.NEXT_PHASE !== BUILD_PHASE ? url : '';
}

/** The log line names the Redis host, never its password. */
function describe(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** After a command timed out, Redis is skipped this long (the instance answers from memory), then tried again. */
const SKIP_SILENT_REDIS_MS = 5000;

/**
 * node-redis's `withAbortSignal` ignores the signal once a command is written, so a frozen Redis (SIGSTOP) would hang
 * every render: here each command races its signal, and after a time-out every command fails at once for `skipMs`
 * (a render reads many entries and must not wait for each).
 */
export function withCommandTimeouts(client, skipMs = SKIP_SILENT_REDIS_MS) {
  let skipUntil = 0;
  const race = (run, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted || Date.now() < skipUntil) return reject(new Error('Redis skipped: it did not answer in time'));
      let settled = false;
      const timedOut = () =>
        // After pending I/O: if a busy event loop fires the timer late, an answer that arrived meanwhile still wins.
        setImmediate(() => {
          if (settled) return;
          settled = true;
          skipUntil = Date.now() + skipMs;
          reject(new Error('Redis command timed out'));
        });
      signal.addEventListener('abort', timedOut, { once: true });
      const settle = (finish) => (value) => {
        if (settled) return;
        settled = true;
        // Answered (or failed) in time: the signal's later abort must not count as a time-out.
        signal.removeEventListener('abort', timedOut);
        finish(value);
      };
      run().then(settle(resolve), settle(reject));
    });
  const view = (signal) =>
    new Proxy(client, {
      get(target, property) {
        if (property === 'withAbortSignal') return (next) => view(next);
        // Getters and methods run on the client itself (it keeps private fields).
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args) => (signal ? race(() => value.apply(target, args), signal) : value.apply(target, args));
      },
    });
  return view(undefined);
}

async function sharedCacheHandler(url) {
  const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler');
  const { default: createRedisHandler } = await import('@fortedigital/nextjs-cache-handler/redis-strings');
  const { default: createLruHandler } = await import('@fortedigital/nextjs-cache-handler/local-lru');
  const { createClient } = await import('redis');

  CacheHandler.onCreation(({ buildId }) => {
    // One client per process, whatever the number of CacheHandler instances Next creates.
    globalThis.__adiveCacheConfig ??= (() => {
      const client = createClient({
        url,
        // Commands fail at once while disconnected (the LRU answers) instead of waiting in a queue.
        disableOfflineQueue: true,
        socket: {
          connectTimeout: 2000,
          reconnectStrategy: (retries) => Math.min(250 * 2 ** Math.min(retries, 3), 2000),
        },
      });
      let reported = false;
      client.on('error', (error) => {
        if (reported) return;
        reported = true;
        console.error(`[cache] Redis ${describe(url)} unreachable (${error?.code ?? error?.message}); answering from memory`);
      });
      client.on('ready', () => {
        if (reported) console.error(`[cache] Redis ${describe(url)} reachable again`);
        reported = false;
      });
      client.connect().catch(() => {
        // Reported by the error listener; the client keeps reconnecting.
      });
      return {
        ttl: { estimateExpireAge: (staleAge) => Math.max(Math.ceil(staleAge * 1.5), KEEP_AT_LEAST_SECONDS) },
        handlers: [
          createRedisHandler({
            client: withCommandTimeouts(client),
            // Each build has its own pages (their HTML names that build's scripts): never served across builds.
            keyPrefix: `adive:${buildId}:`,
            timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
          }),
          createLruHandler(),
        ],
      };
    })();
    return globalThis.__adiveCacheConfig;
  });
  return CacheHandler;
}

const url = redisUrl();
const Handler = url
  ? await sharedCacheHandler(url)
  : require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

export default Handler;
