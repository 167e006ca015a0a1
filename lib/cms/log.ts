/**
 * Server-side logging of CMS failures: one concise line per failure, and the same line at most
 * once per window, so a CMS outage does not flood the logs with one entry per page render.
 */

export const LOG_DEDUPE_WINDOW_MS = 60_000;
const MAX_REMEMBERED = 500;

const lastLogged = new Map<string, number>();

export function logCmsFailure(message: string): void {
  const now = Date.now();
  const previous = lastLogged.get(message);
  if (previous !== undefined && now - previous < LOG_DEDUPE_WINDOW_MS) return;

  if (lastLogged.size >= MAX_REMEMBERED) {
    for (const [key, at] of lastLogged) {
      if (now - at >= LOG_DEDUPE_WINDOW_MS) lastLogged.delete(key);
    }
    if (lastLogged.size >= MAX_REMEMBERED) lastLogged.clear();
  }
  lastLogged.set(message, now);
  console.error(`[cms] ${message}`);
}

/** Tests only: forget what was logged. */
export function resetCmsLogForTests(): void {
  lastLogged.clear();
}
