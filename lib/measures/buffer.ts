// The field measures between the beacons and the CMS: counted in memory (histogram.ts), handed to the CMS in batches
// every MEASURES_FLUSH_SECONDS, each batch under a key of its own so that the CMS counts it once however often it is
// sent (a reply lost on the way, another instance flushing at the same time). A normal stop (SIGTERM, a deploy) sends
// what is counted at once: the flush is handed to Next's `after`, which a stopping server waits for.
import { randomUUID } from 'node:crypto';
import type { Beacon } from './beacon';
import { Tally, type Row } from './histogram';

export type Batch = { key: string; rows: Row[] };
/** Stores a batch in the CMS; true once the CMS has it (or had it already). */
export type StoreBatch = (batch: Batch) => Promise<boolean>;

export type MeasureBuffer = {
  /** Counts one page view, unless the buffer is full; `keepAlive` holds the server until the flush that sends it. */
  keep: (beacon: Beacon, keepAlive: (flush: Promise<void>) => void, now?: Date) => boolean;
  /** Sends what is counted now (the scheduled flush, a stop). */
  flush: () => Promise<void>;
  /** The flush waiting now, if any, starts at once: the server is stopping. */
  hurry: () => void;
};

/** UTC day of `date` (Ouagadougou's time all year). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export function createMeasureBuffer({ store, flushMs, maxRows, log = console.error }: { store: StoreBatch; flushMs: number; maxRows: number; log?: (line: string) => void }): MeasureBuffer {
  let tally = new Tally();
  /** Batches the CMS did not confirm, sent again (same key) before any new one. */
  const unsent: Batch[] = [];
  let scheduled: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let hurried = false;
  let full = false;
  /** Said once per outage: the CMS refusing or away, then taking them again. */
  let failing = false;

  const unsentRows = () => unsent.reduce((sum, batch) => sum + batch.rows.length, 0);

  async function flush() {
    if (tally.size) {
      unsent.push({ key: randomUUID(), rows: tally.rows() });
      tally = new Tally();
    }
    while (unsent.length) {
      const ok = await store(unsent[0]!).catch(() => false);
      if (!ok) {
        if (!failing) log(`[mesures] the CMS did not take the field measures; kept (${maxRows} counts at most) and sent again with each flush`);
        failing = true;
        return;
      }
      unsent.shift();
      full = false;
      if (failing) log('[mesures] the CMS takes the field measures again');
      failing = false;
    }
  }

  function schedule(): Promise<void> {
    scheduled ??= new Promise<void>((resolve) => {
      wake = resolve;
      if (hurried) resolve();
      else setTimeout(resolve, flushMs).unref?.();
    }).then(async () => {
      scheduled = null;
      wake = null;
      await flush();
    });
    return scheduled;
  }

  return {
    keep(beacon, keepAlive, now = new Date()) {
      if (tally.size + unsentRows() >= maxRows) {
        if (!full) log(`[mesures] ${maxRows} counts waiting for the CMS: new page views are not counted until it takes them`);
        full = true;
        return false;
      }
      tally.add(beacon, dayOf(now));
      keepAlive(schedule());
      return true;
    },
    flush,
    hurry() {
      hurried = true;
      wake?.();
    },
  };
}
