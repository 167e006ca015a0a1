// The field measures as the site keeps them until it hands them to the CMS: counts per fixed bucket, never a page view
// of its own. A bucket is named by its upper bound (a value falls in the first bucket whose bound it does not pass),
// so that the CMS reads a 75th percentile without knowing the table; the last bound is the largest value accepted.
import type { Beacon, MetricName } from './beacon';

const SECONDS = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000, 120_000];

/** Each metric's buckets (ms, CLS unitless), Google's thresholds among the bounds: 2.5/4 s, 200/500 ms, 0.1/0.25… */
export const BUCKETS: Readonly<Record<MetricName, readonly number[]>> = {
  LCP: SECONDS,
  FCP: SECONDS,
  TTFB: [50, ...SECONDS],
  INP: [16, 24, 32, 40, 48, 56, 64, 80, 100, 120, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000, 10_000, 60_000],
  CLS: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 5, 10, 100],
};

/** The largest value a metric may take: beyond, the beacon is refused as absurd. */
export const largestValue = (metric: MetricName): number => BUCKETS[metric].at(-1) ?? 0;

/** The bound of the bucket `value` falls in. */
export function bucketOf(metric: MetricName, value: number): number {
  const bounds = BUCKETS[metric];
  return bounds.find((bound) => value <= bound) ?? bounds[bounds.length - 1]!;
}

/** What the page views measured are counted by: `metric` 'vues' counts the page views themselves. */
export type Row = {
  day: string;
  page: string;
  metric: MetricName | 'vues';
  connection: string;
  device: string;
  origin: string;
  element: string;
  bound: number;
  count: number;
};

const keyOf = (row: Omit<Row, 'count'>) =>
  [row.day, row.page, row.metric, row.connection, row.device, row.origin, row.element, row.bound].join('\u0000');

/** Counts by bucket, ready for the CMS; `add` takes a beacon received on `day` (YYYY-MM-DD, UTC). */
export class Tally {
  readonly #rows = new Map<string, Row>();

  get size(): number {
    return this.#rows.size;
  }

  add(beacon: Beacon, day: string): void {
    const base = { day, page: beacon.page, connection: beacon.connection, device: beacon.device, origin: beacon.origin };
    this.#count({ ...base, metric: 'vues', element: '', bound: 0 }, 1);
    for (const [metric, value] of Object.entries(beacon.values) as [MetricName, number][]) {
      const element = (beacon.elements as Partial<Record<MetricName, string>>)[metric] ?? '';
      this.#count({ ...base, metric, element, bound: bucketOf(metric, value) }, 1);
    }
  }

  rows(): Row[] {
    return [...this.#rows.values()].map((row) => ({ ...row }));
  }

  #count(row: Omit<Row, 'count'>, count: number) {
    const key = keyOf(row);
    const existing = this.#rows.get(key);
    if (existing) existing.count += count;
    else this.#rows.set(key, { ...row, count });
  }
}
