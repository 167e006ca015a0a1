// Types of stats.mjs for its unit test (the bench scripts are plain JavaScript run by Node).
export function finite(values: (number | null)[]): number[];
export function median(values: (number | null)[]): number | null;
export function medianDifference(
  a: (number | null)[],
  b: (number | null)[],
  options?: { level?: number; resamples?: number; seed?: number },
): { difference: number; low: number; high: number } | null;
