// The site's one buffer of field measures and its limits (app/api/mesures): settings read once per server.
import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MAX_BATCH_ROWS, storeFieldMeasures } from '@/lib/cms';
import { readCount } from '@/lib/env/count';
import { createMeasureBuffer, type MeasureBuffer } from './buffer';

/** A visitor sends one beacon per page view: more than this a minute from one address is a robot. */
const DEFAULT_PER_MINUTE = 60;
const DEFAULT_FLUSH_SECONDS = 30;
/** About a megabyte of counts: a CMS away for long costs page views counted, never the server's memory. */
const MAX_ROWS = 20_000;

let buffer: MeasureBuffer | null = null;
let limiter: RateLimiterMemory | null = null;

export function measureBuffer(): MeasureBuffer {
  if (buffer) return buffer;
  const created = createMeasureBuffer({
    store: storeFieldMeasures,
    flushMs: Math.max(1, readCount(process.env.MEASURES_FLUSH_SECONDS, DEFAULT_FLUSH_SECONDS)) * 1000,
    maxRows: MAX_ROWS,
    batchRows: MAX_BATCH_ROWS,
  });
  // Next's own handler closes the server, then waits for the flush handed to `after`; this one starts it now.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => created.hurry());
  buffer = created;
  return created;
}

/** Counts one beacon from `address`; false past MEASURES_RATE_LIMIT a minute (0: no limit), counted per server. */
export async function allowBeacon(address: string): Promise<boolean> {
  const perMinute = readCount(process.env.MEASURES_RATE_LIMIT, DEFAULT_PER_MINUTE);
  if (perMinute === 0) return true;
  limiter ??= new RateLimiterMemory({ keyPrefix: 'mesures', points: perMinute, duration: 60 });
  try {
    await limiter.consume(address);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
