// The one loop that sends kept requests (lib/offline/queue.ts): run by the pages (lib/offline/sendQueued.ts, through
// the server actions) and by the service worker (lib/offline/worker.ts, through /api/envois).
import { isAccepted, type RequestStatus } from '@/lib/forms/requestState';
import { countAttempt, MAX_ATTEMPTS, type QueuedRequest } from './queue';

/** The send failed because the site could not be reached: still offline, or too slow to answer. */
function unreachable(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'));
}

/**
 * Sends the waiting requests not yet delivered, oldest first, and hands each the site answered to `settle` (taken or
 * refused). Stops at the first that cannot reach the site or that the site asks to send later (CMS down, limits): it
 * stays, with the rest. A refused request is settled as refused, as sending it again would not change the answer. A
 * send the site answers with an error is tried again later, up to MAX_ATTEMPTS, without holding back the others.
 * @returns whether every request was settled (false: some wait for a later send)
 */
export async function sendEach(
  waiting: QueuedRequest[],
  send: (request: QueuedRequest) => Promise<RequestStatus>,
  settle: (request: QueuedRequest, accepted: boolean) => Promise<void>,
): Promise<boolean> {
  let settledAll = true;
  for (const request of waiting) {
    if (request.delivered) continue;
    let status: RequestStatus;
    try {
      status = await send(request);
    } catch (error) {
      if (unreachable(error)) return false;
      if ((request.attempts ?? 0) + 1 < MAX_ATTEMPTS) {
        await countAttempt(request);
        settledAll = false;
        continue;
      }
      status = 'refused';
    }
    if (status === 'not-stored' || status === 'limited') return false;
    await settle(request, isAccepted(status));
  }
  return settledAll;
}
