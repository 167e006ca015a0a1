// What every page needs to know of the requests kept offline (lib/offline/queue.ts), without the IndexedDB code: the
// layout reads it on each load.

/**
 * Tells the page's forms that kept requests were sent (their "kept" message is then out of date); also the name of the
 * BroadcastChannel that passes the news to the other open tabs.
 */
export const QUEUE_SENT_EVENT = 'adive:envois-partis';
/** The worker's message to open pages once it sent kept requests (Background Sync): they then say so. */
export const WORKER_SENT_MESSAGE = 'adive:envois-du-worker';
/**
 * Set while requests wait (localStorage, read without opening the database): pages open the queue only then, so a
 * visit with nothing kept does no IndexedDB work.
 */
const WAITING_FLAG = 'adive-envois-en-attente';

export function hasWaiting(): boolean {
  try {
    return localStorage.getItem(WAITING_FLAG) === '1';
  } catch {
    return false;
  }
}

/** Kept up to date by lib/offline/queue.ts. */
export function flagWaiting(waiting: boolean) {
  try {
    if (waiting) localStorage.setItem(WAITING_FLAG, '1');
    else localStorage.removeItem(WAITING_FLAG);
  } catch {
    // Storage refused (private mode): the next visit simply does not look for kept requests.
  }
}

/** The Background Sync tag the worker sends kept requests on (lib/offline/worker.ts). */
export const SYNC_TAG = 'adive-envois';

/**
 * Asks the browser to wake the service worker when the connection returns (Background Sync, where it exists). Asked
 * when a request is kept, and again by each page while requests wait: the browser gives up a sync after a few failed
 * tries.
 */
export async function askForSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(SYNC_TAG).catch(() => undefined);
}
