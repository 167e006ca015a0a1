/// <reference lib="webworker" />
// Pages and their React payloads: the network first, the kept copy when the network fails or is too slow, and then
// the copy always marked as such (lib/offline/copies.ts). Serwist's NetworkFirst serves the copy silently, and treats
// a server down behind its proxy (502, 503, 504) as a live page.
import { Strategy, type StrategyHandler, type StrategyOptions } from 'serwist';
import { COPY_SERVED, copyMark, FRESH_ARRIVED, LIVE_SERVED, markCopyHtml, pagePath, type CopyMark, type PageMessage } from './copies';

declare const self: ServiceWorkerGlobalScope;

/**
 * A live page that arrived after its copy was shown is kept ready this long: the visitor who asks for it ("Afficher
 * la page à jour") gets it at once rather than waiting on the same slow network again.
 */
const LATE_PAGE_READY_MS = 2 * 60_000;

type Attempt = { response: Response | null; reachable: boolean; stored: Promise<boolean> };

export class MarkedNetworkFirst extends Strategy {
  private readonly timeoutMs: number;
  /** Addresses whose live page arrived late, and when. */
  private readonly arrivedLate = new Map<string, number>();

  constructor({ networkTimeoutSeconds, ...options }: StrategyOptions & { networkTimeoutSeconds: number }) {
    super(options);
    this.timeoutMs = networkTimeoutSeconds * 1000;
  }

  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const event = handler.event as FetchEvent;
    const navigation = request.mode === 'navigate';
    // A full load's page does not exist yet: its client is the one the navigation creates.
    const client = navigation ? event.resultingClientId : event.clientId;
    const path = pagePath(request.url);

    const ready = await this.lateArrival(request, handler);
    if (ready) return ready;

    const network: Promise<Attempt> = handler.fetch(request).then(
      (response) => {
        // A server down behind its proxy answers, but not with the page.
        if (response.status >= 500) return { response, reachable: false, stored: Promise.resolve(false) };
        const stored = handler.cachePut(request, response.clone()).catch(() => false);
        handler.waitUntil(stored);
        return { response, reachable: true, stored };
      },
      () => ({ response: null, reachable: false, stored: Promise.resolve(false) }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), this.timeoutMs)));
    const first = await Promise.race([network, timeout]);
    clearTimeout(timer);

    if (first !== 'slow' && first.reachable && first.response) {
      if (!navigation) void tell(client, { type: LIVE_SERVED, path });
      return first.response;
    }
    const copy = await handler.cacheMatch(request);
    if (!copy) {
      // Nothing kept: wait for the network (a full load that fails gets the offline page, the worker's fallback), or
      // show the server's own error page.
      const { response } = first === 'slow' ? await network : first;
      if (response) return response;
      throw new Error(`No answer and no copy for ${request.url}`);
    }
    if (first === 'slow') {
      handler.waitUntil(
        network.then(async ({ stored }) => {
          if (!(await stored)) return;
          this.arrivedLate.set(request.url, Date.now());
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
  private async lateArrival(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    const arrived = this.arrivedLate.get(request.url);
    if (arrived === undefined) return undefined;
    this.arrivedLate.delete(request.url);
    return Date.now() - arrived < LATE_PAGE_READY_MS ? handler.cacheMatch(request) : undefined;
  }
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
