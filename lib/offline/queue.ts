// Requests typed while offline (quote, contact message, book order), kept on the device in IndexedDB until they are
// sent: by the service worker when the connection returns (Background Sync, lib/offline/worker.ts), by the page when
// it sees the connection come back, or at the next visit (lib/offline/sendQueued.ts). Each carries a delivery key
// that the CMS stores once (cms/src/single-delivery), so a request sent twice is one record. Used by pages and by the
// worker (no window, no localStorage there).
import type { QueuedKind } from '@/lib/forms/definition';
import { askForSync, flagWaiting } from './waiting';
/** Pages and the worker send kept requests one at a time (Web Locks). */
export const QUEUE_LOCK = 'adive-envois';

export type QueuedRequest = {
  /** The delivery key, sent with the request (DELIVERY_KEY_FIELD). */
  key: string;
  kind: QueuedKind;
  /** What the form sent: its text fields, or the order's object. */
  payload: Record<string, unknown>;
  /** What the visitor is told once it is sent (its kind's `queued.sent`; absent from a request an earlier build kept). */
  sentText?: string;
  savedAt: number;
  /** Sends the site answered with an error (not the network failing): given up after MAX_ATTEMPTS. */
  attempts?: number;
  /** Set by the worker once the site answered, until a page tells the visitor (and forgets the request). */
  delivered?: { at: number; accepted: boolean };
};

export const MAX_ATTEMPTS = 3;

const DATABASE = 'adive-envois';
const STORE = 'demandes';
function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** Whether this browser can keep requests (IndexedDB, not blocked by a private mode). */
export function canQueue(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** A new delivery key: random, so that two devices never share one. */
export function newDeliveryKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** Keeps a request, and asks the worker to send it when the connection returns (where Background Sync exists). */
export async function keep(request: Omit<QueuedRequest, 'savedAt'>): Promise<void> {
  await withStore('readwrite', (store) => store.put({ ...request, savedAt: Date.now() }));
  flagWaiting(true);
  await askForSync();
}

/** The worker's mark: the site answered; a page will tell the visitor. */
export async function markDelivered(request: QueuedRequest, accepted: boolean): Promise<void> {
  await withStore('readwrite', (store) => store.put({ ...request, delivered: { at: Date.now(), accepted } }));
}

/** Counts a send the site answered with an error; the request keeps its place. */
export async function countAttempt(request: QueuedRequest): Promise<void> {
  await withStore('readwrite', (store) => store.put({ ...request, attempts: (request.attempts ?? 0) + 1 }));
}

/** The requests waiting, oldest first. */
export async function queued(): Promise<QueuedRequest[]> {
  const waiting = await withStore('readonly', (store) => store.getAll() as IDBRequest<QueuedRequest[]>);
  flagWaiting(waiting.length > 0);
  return waiting.sort((a, b) => a.savedAt - b.savedAt);
}

export async function forget(key: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(key));
}
