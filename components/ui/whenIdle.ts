/**
 * Runs `task` once the browser is idle, at the latest after 10 s (where requestIdleCallback is missing, as in Safari,
 * after 3 s). Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: 10_000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 3000);
  return () => clearTimeout(timer);
}

/** Runs `task` once the page has loaded and the browser is then idle (work that must never compete with the page's). */
export function afterLoadWhenIdle(task: () => void): void {
  const idle = () => void whenIdle(task);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
