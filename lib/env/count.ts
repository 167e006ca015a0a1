// Counts read from the environment (limits, time-outs, proxies): digits only, anything else is the default.

/** `raw` as a whole number of at least 0, or `fallback` when it is unset or not one. */
export function readCount(raw: string | undefined, fallback: number): number {
  const value = raw?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : fallback;
}
