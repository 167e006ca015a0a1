// Figures of several runs, shared by the benchmarks.

/** The finite numbers among `values` (a run that measured nothing gives null). */
export const finite = (values) => values.filter((v) => v !== null && Number.isFinite(v));

/** The median of the finite values, or null when there is none. */
export function median(values) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A small seeded generator (mulberry32): the same runs give the same interval. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the runs' spread allows one to say of median(a) − median(b): the difference, and the central `level` of its
 * bootstrap distribution (each series resampled with replacement). An interval that holds 0 is within the runs'
 * noise. null when either series has no finite value.
 */
export function medianDifference(a, b, { level = 0.9, resamples = 4000, seed = 1 } = {}) {
  const [x, y] = [finite(a), finite(b)];
  if (!x.length || !y.length) return null;
  const random = seeded(seed);
  const resample = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const differences = Array.from({ length: resamples }, () => median(resample(x)) - median(resample(y))).sort((p, q) => p - q);
  const at = (share) => differences[Math.min(resamples - 1, Math.floor(share * resamples))];
  return { difference: median(x) - median(y), low: at((1 - level) / 2), high: at((1 + level) / 2) };
}
