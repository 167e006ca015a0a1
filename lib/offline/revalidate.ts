// Pages and React payloads kept by the service worker are revalidated with their ETag rather than downloaded again:
// the worker sends the kept copy's ETag itself (If-None-Match), so a page that did not change costs a 304 even when
// the browser's HTTP cache no longer holds it (phones evict it long before the worker's cache).

/** The request to send: `request` asking "changed since `copy`?", or `request` itself when the copy has no ETag. */
export function conditionalRequest(request: Request, copy: Response | undefined): Request {
  const etag = copy?.headers.get('ETag');
  if (!etag || request.headers.has('If-None-Match')) return request;
  const headers = new Headers(request.headers);
  headers.set('If-None-Match', etag);
  // A navigation's request cannot be copied with changes; an equivalent one is made (same address, cookies, redirects,
  // referrer).
  return new Request(request.url, {
    method: request.method,
    headers,
    credentials: request.credentials,
    redirect: request.redirect,
    referrer: request.referrer,
    referrerPolicy: request.referrerPolicy,
    mode: request.mode === 'navigate' ? 'same-origin' : request.mode,
  });
}

/** The answer for the page: the kept copy when the server said 304 (dated by that answer: confirmed then), else `response`. */
export function answerFromCopy(response: Response, copy: Response | undefined): Response {
  if (response.status !== 304 || !copy) return response;
  const headers = new Headers(copy.headers);
  const date = response.headers.get('Date');
  if (date) headers.set('Date', date);
  return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
}
