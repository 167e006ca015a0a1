// How a kept request is sent: by the server action of its kind, with the form's fields. Shared by the pages
// (lib/offline/sendQueued.ts, with the actions' references) and the route the service worker posts to
// (app/api/envois/route.ts, with the functions themselves).
import type { sendBookOrder, sendContactMessage, sendQuoteRequest } from '@/lib/actions/requests';
import { idleState, type RequestState } from '@/lib/forms/requestState';

export type QueuedKind = 'quote' | 'contact' | 'order';

export function isQueuedKind(value: unknown): value is QueuedKind {
  return value === 'quote' || value === 'contact' || value === 'order';
}

/** The server actions that store each kind of request. */
export type RequestActions = { quote: typeof sendQuoteRequest; contact: typeof sendContactMessage; order: typeof sendBookOrder };

function formData(payload: Record<string, unknown>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(payload)) if (typeof value === 'string') data.set(name, value);
  return data;
}

export function sendWith(actions: RequestActions, kind: QueuedKind, payload: Record<string, unknown>): Promise<RequestState<unknown>> {
  if (kind === 'quote') return actions.quote(idleState({ nom: '', email: '', phone: '', service: '', message: '' }), formData(payload));
  if (kind === 'contact') {
    return actions.contact(idleState({ name: '', email: '', indicatif: '', phone: '', subject: '', message: '' }), formData(payload));
  }
  return actions.order(payload);
}
