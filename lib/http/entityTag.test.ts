import { entityTag, matchesEntityTag, taggedResponse } from './entityTag';

describe('entityTag', () => {
  it('is the same for the same bytes and differs for other bytes', () => {
    expect(entityTag('self.addEventListener()')).toBe(entityTag('self.addEventListener()'));
    expect(entityTag('self.addEventListener()')).not.toBe(entityTag('self.addEventListener();'));
    expect(entityTag('x')).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('matchesEntityTag', () => {
  const tag = entityTag('worker');
  it('matches the tag, its weak form (a compressing proxy) and a list holding it', () => {
    expect(matchesEntityTag(tag, tag)).toBe(true);
    expect(matchesEntityTag(`W/${tag}`, tag)).toBe(true);
    expect(matchesEntityTag(`"autre", W/${tag}`, tag)).toBe(true);
    expect(matchesEntityTag('*', tag)).toBe(true);
  });
  it('does not match no header or another tag', () => {
    expect(matchesEntityTag(null, tag)).toBe(false);
    expect(matchesEntityTag('', tag)).toBe(false);
    expect(matchesEntityTag(entityTag('older worker'), tag)).toBe(false);
  });
});

describe('taggedResponse', () => {
  const body = 'self.addEventListener("fetch", () => {})';
  const tag = entityTag(body);
  const headers = { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache', 'Content-Security-Policy': "default-src 'self'" };

  it('gives the body with its headers and its tag to a browser without the copy', async () => {
    const response = taggedResponse(new Request('https://adive.net/sw.js'), body, tag, headers);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
    expect(Object.fromEntries(response.headers)).toEqual({ 'content-type': 'text/javascript', 'cache-control': 'no-cache', 'content-security-policy': "default-src 'self'", etag: tag });
  });

  it('answers a browser holding the copy with a bare 304: the tag and Cache-Control, its copy keeps the rest', async () => {
    const response = taggedResponse(new Request('https://adive.net/sw.js', { headers: { 'If-None-Match': `W/${tag}` } }), body, tag, headers);
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(Object.fromEntries(response.headers)).toEqual({ 'cache-control': 'no-cache', etag: tag });
  });
});
