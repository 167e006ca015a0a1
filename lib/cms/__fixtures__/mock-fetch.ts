/** Test helpers: a global fetch stand-in that records its calls. */

export type RecordedInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
export type RecordedCall = { url: URL; init: RecordedInit };
export type FetchHandler = (url: URL, init: RecordedInit) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function textResponse(body: string, status = 200, contentType = 'text/html'): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

/** A fetch that never answers, and rejects with the signal's reason once the signal aborts. */
export const hangingFetch: FetchHandler = (_url, init) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init.signal;
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

export function mockFetch(handler: FetchHandler): RecordedCall[] {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const recorded: RecordedInit = init ?? {};
    calls.push({ url, init: recorded });
    return handler(url, recorded);
  });
  return calls;
}

export function headersOf(call: RecordedCall | undefined): Headers {
  return new Headers(call?.init.headers);
}
