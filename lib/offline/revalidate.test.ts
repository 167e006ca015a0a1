import { answerFromCopy, conditionalRequest } from './revalidate';

const copy = () =>
  new Response('<html>copie</html>', { status: 200, headers: { ETag: '"abc"', Date: 'Mon, 23 Nov 2026 08:00:00 GMT', 'Content-Type': 'text/html' } });

describe('revalidating a kept page', () => {
  it("asks the server whether the page changed since the kept copy (its ETag), keeping the request's address and cookies", () => {
    const request = new Request('https://adive.net/faq', { headers: { RSC: '1' }, credentials: 'include' });
    const sent = conditionalRequest(request, copy());
    expect(sent.url).toBe('https://adive.net/faq');
    expect(sent.headers.get('If-None-Match')).toBe('"abc"');
    expect(sent.headers.get('RSC')).toBe('1');
    expect(sent.credentials).toBe('include');
  });

  it('sends the request as it is without a copy, a copy without ETag, or a condition of its own', () => {
    const request = new Request('https://adive.net/faq');
    expect(conditionalRequest(request, undefined)).toBe(request);
    expect(conditionalRequest(request, new Response('x'))).toBe(request);
    const own = new Request('https://adive.net/faq', { headers: { 'If-None-Match': '"own"' } });
    expect(conditionalRequest(own, copy())).toBe(own);
  });

  it('answers a 304 with the kept copy, dated by the 304 (the copy was confirmed then); anything else as it came', async () => {
    const notModified = new Response(null, { status: 304, headers: { Date: 'Thu, 26 Nov 2026 10:00:00 GMT' } });
    const answer = answerFromCopy(notModified, copy());
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<html>copie</html>');
    expect(answer.headers.get('Date')).toBe('Thu, 26 Nov 2026 10:00:00 GMT');
    expect(answer.headers.get('ETag')).toBe('"abc"');
    const fresh = new Response('<html>nouvelle</html>', { status: 200 });
    expect(answerFromCopy(fresh, copy())).toBe(fresh);
    expect(answerFromCopy(notModified, undefined)).toBe(notModified);
  });
});
