// What every page needs to know of the requests kept offline (lib/offline/queue.ts), without the IndexedDB code: the
// layout reads it on each load.

/** Tells the page's forms that kept requests were sent (their "kept" message is then out of date). */
export const QUEUE_SENT_EVENT = 'adive:envois-partis';
/**
 * Set while requests wait (localStorage, read without opening the database): pages load the sending code only then,
 * so a visit with nothing kept downloads none of it.
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
