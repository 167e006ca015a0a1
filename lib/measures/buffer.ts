// The field measures between the beacons and the CMS: counted in memory (histogram.ts), handed to the CMS in batches
// every MEASURES_FLUSH_SECONDS, each batch under a key of its own so that the CMS counts it once however often it is
// sent (a reply lost on the way, another instance flushing at the same time), and of `batchRows` rows at most so that
// it stays under the CMS's body limit. A batch the CMS refuses (its answer says it will never take it) is tried a few
// times, then dropped, and never holds back the ones after it; a CMS away keeps them all, in order. A normal stop
// (SIGTERM, a deploy) sends what is counted at once: the flush is handed to Next's `after`, which a stopping server
// waits for.
import { randomUUID } from 'node:crypto';
import type { Beacon } from './beacon';
import { Tally, type Row } from './histogram';

export type Batch = { key: string; rows: Row[] };
/**
 * Stores a batch in the CMS: `stored` once the CMS has it (or had it already), `refused` when the CMS answered that it
 * will not take it (a 4xx: too large, malformed), `failed` when it could not be reached or answered nothing usable.
 */
export type StoreOutcome = 'stored' | 'refused' | 'failed';
export type StoreBatch = (batch: Batch) => Promise<StoreOutcome>;

/** How many times a batch the CMS refuses is sent before it is dropped. */
export const REFUSALS_BEFORE_DROP = 3;

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

type Options = {
  store: StoreBatch;
  flushMs: number;
  /** The most counts kept waiting for the CMS: past it, page views are not counted. */
  maxRows: number;
  /** The most rows one batch carries (lib/cms/measures.ts: MAX_BATCH_ROWS, under the CMS's body limit). */
  batchRows: number;
  log?: (line: string) => void;
};

export function createMeasureBuffer({ store, flushMs, maxRows, batchRows, log = console.error }: Options): MeasureBuffer {
  let tally = new Tally();
  /** Batches the CMS did not confirm, sent again (same key) before any new one; each with the refusals it got. */
  const unsent: { batch: Batch; refusals: number }[] = [];
  let scheduled: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let hurried = false;
  let full = false;
  /** Said once per outage: the CMS refusing or away, then taking them again. */
  let failing = false;

  const unsentRows = () => unsent.reduce((sum, { batch }) => sum + batch.rows.length, 0);

  async function flush() {
    if (tally.size) {
      const rows = tally.rows();
      for (let start = 0; start < rows.length; start += batchRows) unsent.push({ batch: { key: randomUUID(), rows: rows.slice(start, start + batchRows) }, refusals: 0 });
      tally = new Tally();
    }
    for (const entry of [...unsent]) {
      const outcome = await store(entry.batch).catch((): StoreOutcome => 'failed');
      if (outcome === 'failed') {
        // The CMS is away: this batch and the later ones wait, in order, for the next flush.
        if (!failing) log(`[mesures] the CMS did not take the field measures; kept (${maxRows} counts at most) and sent again with each flush`);
        failing = true;
        return;
      }
      const index = unsent.indexOf(entry);
      if (index >= 0) unsent.splice(index, 1);
      full = false;
      if (failing) log('[mesures] the CMS takes the field measures again');
      failing = false;
      if (outcome === 'stored') continue;
      // Refused: tried again after the others, never ahead of them, and dropped past the bound.
      entry.refusals += 1;
      if (entry.refusals < REFUSALS_BEFORE_DROP) unsent.push(entry);
      else log(`[mesures] the CMS refused a batch of ${entry.batch.rows.length} counts ${REFUSALS_BEFORE_DROP} times: dropped`);
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
