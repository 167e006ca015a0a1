/// <reference lib="webworker" />
// Pages and their React payloads: the network first, the kept copy when the network fails or is too slow, and then
// the copy always marked as such (lib/offline/copies.ts). A server down behind its proxy (502, 503, 504) counts as
// unreachable: its error page is not the live page.
import { COPY_SERVED, copyMark, FRESH_ARRIVED, LIVE_SERVED, markCopyHtml, pagePath, type CopyMark, type PageMessage } from './copies';
import { isStorable, keep, keptAnswer, type Limits } from './keptCaches';
import { answerFromCopy, conditionalRequest } from './revalidate';
import { PAGE_CACHE } from './cachePolicy';

declare const self: ServiceWorkerGlobalScope;

/** No answer in this time: the copy is shown, and the live page offered when it arrives. */
const NETWORK_TIMEOUT_MS = 5_000;
/** Pages kept: 40, 30 days (docs/offline.md's budget). */
export const PAGE_LIMITS: Limits = { maxEntries: 40, maxAgeDays: 30 };
/**
 * A live page that arrived after its copy was shown is kept ready this long: the visitor who asks for it ("Afficher
 * la page à jour") gets it at once rather than waiting on the same slow network again.
 */
const LATE_PAGE_READY_MS = 2 * 60_000;
/** Addresses whose live page arrived late, and when. */
const arrivedLate = new Map<string, number>();

type Attempt = { response: Response | null; reachable: boolean; stored: Promise<boolean> };

/** The answer to a page's request; throws when there is neither network nor copy (the worker's offline page then). */
export async function markedNetworkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const navigation = request.mode === 'navigate';
  // A full load's page does not exist yet: its client is the one the navigation creates.
  const client = navigation ? event.resultingClientId : event.clientId;
  const path = pagePath(request.url);

  const ready = await lateArrival(request);
  if (ready) return ready;

  const copy = await keptAnswer(PAGE_CACHE, request, PAGE_LIMITS);
  // The copy's body may be shown while the server's 304 confirms it: that answer reads its own.
  const confirmed = copy?.clone();
  const network: Promise<Attempt> = fetch(conditionalRequest(request, copy)).then(
    (answer) => {
      const response = answerFromCopy(answer, confirmed);
      // A server down behind its proxy answers, but not with the page.
      if (response.status >= 500) return { response, reachable: false, stored: Promise.resolve(false) };
      const stored = isStorable(response) ? keep(PAGE_CACHE, request, response.clone(), PAGE_LIMITS) : Promise.resolve(false);
      event.waitUntil(stored);
      return { response, reachable: true, stored };
    },
    () => ({ response: null, reachable: false, stored: Promise.resolve(false) }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS)));
  const first = await Promise.race([network, timeout]);
  clearTimeout(timer);

  if (first !== 'slow' && first.reachable && first.response) {
    if (!navigation) void tell(client, { type: LIVE_SERVED, path });
    return first.response;
  }
  if (!copy) {
    // Nothing kept: wait for the network (a full load that fails gets the offline page), or show the server's own
    // error page.
    const { response } = first === 'slow' ? await network : first;
    if (response) return response;
    throw new Error(`No answer and no copy for ${request.url}`);
  }
  if (first === 'slow') {
    event.waitUntil(
      network.then(async ({ stored }) => {
        if (!(await stored)) return;
        arrivedLate.set(request.url, Date.now());
        await tell(client, { type: FRESH_ARRIVED, path });
      }),
    );
  }
  const mark = copyMark(copy.headers, first === 'slow' ? 'slow' : 'unreachable');
  if (navigation) return markedPage(copy, mark);
  void tell(client, { type: COPY_SERVED, path, mark });
  return copy;
}

/** The live page that arrived late for this address, once, while it is recent. */
async function lateArrival(request: Request): Promise<Response | undefined> {
  const arrived = arrivedLate.get(request.url);
  if (arrived === undefined) return undefined;
  arrivedLate.delete(request.url);
  return Date.now() - arrived < LATE_PAGE_READY_MS ? keptAnswer(PAGE_CACHE, request, PAGE_LIMITS) : undefined;
}

/** A kept full page with its mark in the head. */
async function markedPage(copy: Response, mark: CopyMark): Promise<Response> {
  const headers = new Headers(copy.headers);
  headers.delete('Content-Length');
  return new Response(markCopyHtml(await copy.text(), mark), { status: copy.status, statusText: copy.statusText, headers });
}

async function tell(clientId: string, message: PageMessage): Promise<void> {
  if (!clientId) return;
  (await self.clients.get(clientId))?.postMessage(message);
}
