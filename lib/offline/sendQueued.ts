// Sends the requests kept offline (lib/offline/queue.ts) through the same server actions as the forms, each with its
// delivery key. Run by the layout (components/layout/OfflineSupport.tsx) only when requests wait; it hands the action
// over (its reference is a few bytes, and importing it here would split the framework's chunk of every page in two).
// Imported, not loaded on demand: a dynamic import costs every page one more request, for less than 1 KB.
import type { submitKeptRequest } from '@/lib/actions/requests';
import { messages } from '@/lib/messages';
import { forget, QUEUE_LOCK, queued, type QueuedRequest } from './queue';
import { sendEach } from './sendEach';

/** What to tell the visitor of a kept request the site answered, and which request it was (its form then updates). */
export type SentNotice = { key: string; text: string };

let sending: Promise<SentNotice[]> | null = null;

/** What the visitor is told of a kept request the site answered: taken, or refused (its rules changed since). */
function notice(request: QueuedRequest, accepted: boolean): string {
  return accepted ? (request.sentText ?? messages.queuedSent) : messages.queuedRefused;
}

/**
 * Tells of the requests the service worker sent, then sends every other waiting request (sendEach) and tells of each
 * the site answered. One tab at a time sends, and not while the worker does (Web Locks, where the browser has them).
 */
export function sendQueued(send: typeof submitKeptRequest): Promise<SentNotice[]> {
  // A call while a send runs waits for it and has nothing more to tell (the first caller tells).
  if (sending) return sending.then(() => []);
  sending = withQueueLock(async () => {
    const notices: SentNotice[] = [];
    const tell = async (request: QueuedRequest, accepted: boolean) => {
      await forget(request.key);
      notices.push({ key: request.key, text: notice(request, accepted) });
    };
    const waiting = await queued();
    // Sent by the worker (Background Sync): only to tell, whatever happens to the others.
    for (const request of waiting) if (request.delivered) await tell(request, request.delivered.accepted);
    // A kind this build no longer takes is refused, like a request its rules now refuse.
    await sendEach(waiting, async (request) => (await send(request.kind, request.payload))?.status ?? 'refused', tell);
    await queued();
    return notices;
  }).finally(() => (sending = null));
  return sending;
}

/** Runs `work` once no other tab and not the worker is sending (it then sees what they sent, and says so). */
async function withQueueLock(work: () => Promise<SentNotice[]>): Promise<SentNotice[]> {
  if (!('locks' in navigator)) return work();
  return navigator.locks.request(QUEUE_LOCK, work);
}
