// A page loaded from one build asks for a file of it after another build was deployed (a dialog's code, a page's
// chunk): the server no longer has it, and Turbopack throws a ChunkLoadError. The page is then loaded afresh, once,
// from the current build. Offline a fresh load cannot help: the error shows as any other.

const RELOADED_KEY = 'adive-rechargement-nouvelle-version';
/** A second error this soon after the reload is not a deployment: show it instead of reloading in a loop. */
const RELOAD_WINDOW_MS = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /^Failed to load chunk /.test(error.message));
}

/** Reloads the page for a ChunkLoadError (online, not twice in a row); true when it did. */
export function reloadForNewBuild(error: unknown, reload = () => location.reload()): boolean {
  if (!isChunkLoadError(error) || !navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}
