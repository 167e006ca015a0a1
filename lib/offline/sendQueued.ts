// Sends the requests kept offline (lib/offline/queue.ts) through the same server actions as the forms, each with its
// delivery key. Loaded by the layout only when requests wait; the layout hands it the actions (their references are
// a few bytes, and importing them here would split the framework's chunk of every page in two).
import type { sendBookOrder, sendContactMessage, sendQuoteRequest } from '@/lib/actions/requests';
import { idleState, isAccepted, type RequestState } from '@/lib/forms/requestState';
import { messages } from '@/lib/messages';
import { countAttempt, forget, MAX_ATTEMPTS, queued, type QueuedKind, type QueuedRequest } from './queue';

function formData(payload: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) if (typeof value === 'string') data.set(name, value);
  return data;
}

/** The server actions that store each kind of request. */
export type RequestActions = { quote: typeof sendQuoteRequest; contact: typeof sendContactMessage; order: typeof sendBookOrder };

function send(actions: RequestActions, { kind, payload }: QueuedRequest): Promise<RequestState<unknown>> {
  if (kind === 'quote') return actions.quote(idleState({ nom: '', email: '', phone: '', service: '', message: '' }), formData(payload));
  if (kind === 'contact') {
    return actions.contact(idleState({ name: '', email: '', indicatif: '', phone: '', subject: '', message: '' }), formData(payload));
  }
  return actions.order(payload);
}

let sending: Promise<string[]> | null = null;

/** What the visitor is told of a kept request the site answered: taken, or refused (its rules changed since). */
function notice(kind: QueuedKind, accepted: boolean): string {
  return accepted ? messages.queuedSent[kind] : messages.queuedRefused;
}

/**
 * Sends every waiting request, oldest first, and gives what to tell the visitor of each the site answered. Stops at
 * the first that cannot reach the site (still offline) or that the site asks to send later (CMS down, limits), and
 * keeps it with the rest; a refused request is dropped, as sending it again would not change the answer. A send the
 * site answers with an error is tried again later, up to MAX_ATTEMPTS, without holding back the others. One tab at a
 * time sends (Web Locks, where the browser has them).
 */
export function sendQueued(actions: RequestActions): Promise<string[]> {
  // A call while a send runs waits for it and has nothing more to tell (the first caller tells).
  if (sending) return sending.then(() => []);
  sending = withQueueLock(async () => {
    const notices: string[] = [];
    for (const request of await queued()) {
      let answer: RequestState<unknown>;
      try {
        answer = await send(actions, request);
      } catch (error) {
        if (error instanceof TypeError) break;
        if ((request.attempts ?? 0) + 1 < MAX_ATTEMPTS) {
          await countAttempt(request);
          continue;
        }
        answer = { ...idleState(null), status: 'refused' };
      }
      // The CMS or the limits say "later": kept for the next try.
      if (answer.status === 'not-stored' || answer.status === 'limited') break;
      await forget(request.key);
      notices.push(notice(request.kind, isAccepted(answer.status)));
    }
    await queued();
    return notices;
  }).finally(() => (sending = null));
  return sending;
}

/** Runs `work` unless another tab of the site is sending (then nothing: that tab sends them). */
async function withQueueLock(work: () => Promise<string[]>): Promise<string[]> {
  if (!('locks' in navigator)) return work();
  return navigator.locks.request('adive-envois', { ifAvailable: true }, (lock) => (lock ? work() : []));
}
