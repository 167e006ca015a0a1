import type { CartItem } from '@/lib/cart/summary';
export { EDITION_FIELD, readEdition } from './editionField';

// What the server answers about a request sent by a form (quote, contact, book order). Shared by the server
// actions and the forms; no server code here.

/**
 * `stored`: in the CMS. `not-stored`: valid, but the CMS could not store it, so the e-mail is the only way. `invalid`:
 * a field breaks a rule (`field`, `message`). `limited`: too many requests from this address lately. `refused`: a
 * valid request the firm does not take (`message` says why: an application to an expired offer). `ignored`: the
 * honeypot was filled (a robot): answered like a success, nothing stored or sent.
 */
export type RequestStatus = 'idle' | 'stored' | 'not-stored' | 'invalid' | 'limited' | 'refused' | 'ignored';

export type RequestState<V> = {
  status: RequestStatus;
  /** What was sent, given back so that a page rendered without JavaScript keeps every field on failure. */
  values: V;
  field: string | null;
  message: string;
  /** A book order's lines as the server priced them (the CMS's titles and prices): what the e-mail and WhatsApp say. */
  lines?: CartItem[];
  /**
   * `stored`: the CMS e-mails the firm about it itself (lib/cms's StoreResult). When false the browser does (EmailJS):
   * the firm hears of each request once.
   */
  firmNotified?: boolean;
};

/**
 * Name of the honeypot: a text field hidden from people (off-screen, out of the tab order, hidden from assistive
 * technologies, no autofill) that robots filling every field fill in.
 */
export const HONEYPOT_FIELD = 'site_web';

/**
 * Name of the delivery key a form sends (a request kept offline sends it again when the connection returns): the CMS
 * stores a request once per key (cms/src/single-delivery). Absent from a post made without JavaScript.
 */
export const DELIVERY_KEY_FIELD = 'cle_envoi';

/** The delivery key of what a form sent, when it is one (8 to 64 letters, digits or hyphens), else undefined. */
export function readDeliveryKey(data: unknown): string | undefined {
  const key = readFields(data, [DELIVERY_KEY_FIELD])[DELIVERY_KEY_FIELD];
  return /^[A-Za-z0-9-]{8,64}$/.test(key) ? key : undefined;
}

export function idleState<V>(values: V): RequestState<V> {
  return { status: 'idle', values, field: null, message: '' };
}

/** True when the server's answer means the request reached the firm or is a robot's (the form shows success). */
export function isAccepted(status: RequestStatus): boolean {
  return status === 'stored' || status === 'ignored';
}

/** The server's own message to show in place of the form's error text (the rate limit's, a refusal's), or null. */
export function noticeOf(state: RequestState<unknown>): string | null {
  return state.status === 'limited' || state.status === 'refused' ? state.message : null;
}

/** The named text fields of what a form sent (FormData, or a plain object); anything missing or not text is ''. */
export function readFields<K extends string>(data: unknown, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value =
      data instanceof FormData ? data.get(name) : data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : null;
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
