/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs` (where requestIdleCallback is missing, as in
 * Safari, after `fallbackMs`). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeoutMs = 10_000, fallbackMs = 3000 } = {}): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
