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
