// How a page learns that it is the copy kept on the device and not the live page, whatever navigator.onLine says
// (a phone showing a signal while no data flows, a server down): the worker marks every copy it serves. A full page
// carries a <meta> in its head, read at the first render; a client-side navigation's React payload cannot, so the
// worker tells the page by a message. Shared by the worker (lib/offline/worker.ts) and the page (OfflineSupport).

/** Why the copy was served: no answer at all (network gone, DNS, server down or failing), or none in time. */
export type CopyReason = 'unreachable' | 'slow';
/** `date`: when the server last gave or confirmed this copy (ISO), null when the copy carries no date. */
export type CopyMark = { date: string | null; reason: CopyReason };

/** The worker's word to a page, for the page at `path`. */
export type PageMessage =
  | { type: typeof COPY_SERVED; path: string; mark: CopyMark }
  | { type: typeof LIVE_SERVED; path: string }
  | { type: typeof FRESH_ARRIVED; path: string };

/** A copy was served for a client-side navigation. */
export const COPY_SERVED = 'adive:copie-servie';
/** The live page was served for a client-side navigation (a banner for that page goes). */
export const LIVE_SERVED = 'adive:page-en-direct';
/** The live page arrived after the copy was shown (the network was slower than the time-out): it can be shown. */
export const FRESH_ARRIVED = 'adive:page-a-jour';

const META_NAME = 'adive-copie';
const REASONS: readonly CopyReason[] = ['unreachable', 'slow'];

/** The mark of a copy answered with these headers: its Date (the server's last word on it). */
export function copyMark(headers: Headers, reason: CopyReason): CopyMark {
  const date = new Date(headers.get('Date') ?? '');
  return { date: Number.isNaN(date.getTime()) ? null : date.toISOString(), reason };
}

/** The HTML of a kept page with its mark first in the head (React skips unknown tags there when it hydrates). */
export function markCopyHtml(html: string, mark: CopyMark): string {
  const meta = `<meta name="${META_NAME}" content="${mark.date ?? ''}" data-reason="${mark.reason}">`;
  let marked = false;
  const result = html.replace(/<head(\s[^>]*)?>/i, (head) => {
    marked = true;
    return head + meta;
  });
  return marked ? result : meta + html;
}

/** The mark of the page in `document`, or null for a live page. */
export function readCopyMark(document: Pick<Document, 'querySelector'>): CopyMark | null {
  const meta = document.querySelector(`meta[name="${META_NAME}"]`);
  if (!meta) return null;
  const reason = meta.getAttribute('data-reason') as CopyReason;
  const date = meta.getAttribute('content') || null;
  return { date: date && !Number.isNaN(Date.parse(date)) ? date : null, reason: REASONS.includes(reason) ? reason : 'unreachable' };
}

/** The page an address shows: its path, without the React payload's cache-busting parameter. */
export function pagePath(address: string): string {
  return new URL(address, 'http://site.invalid').pathname;
}

/** A message from the worker about a page, or null for any other message. */
export function readPageMessage(data: unknown): PageMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<PageMessage>;
  if (typeof message.path !== 'string') return null;
  if (message.type === LIVE_SERVED || message.type === FRESH_ARRIVED) return { type: message.type, path: message.path };
  if (message.type === COPY_SERVED && message.mark && REASONS.includes(message.mark.reason)) {
    return { type: COPY_SERVED, path: message.path, mark: message.mark };
  }
  return null;
}
