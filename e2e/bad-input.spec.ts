import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './cmsAdmin';
import { CMS_ORIGIN, REVALIDATE_SECRET } from './env';
import { NEWSLETTER_INVALID } from './forms';

// What a careless or hostile client can send to every endpoint of the site: empty, huge (1 MB), malformed,
// non-UTF-8, wrong content type, script-bearing. Always a 4xx or the French message, never a 5xx; nothing reaches
// the CMS, nothing is half-written.

const ONE_MB = 'x'.repeat(1024 * 1024);
const LATIN1_BYTES = Buffer.from([0x65, 0x6c, 0xe9, 0x6f, 0x64, 0x69, 0x65, 0x40, 0x61, 0x64, 0x69, 0x76, 0x65, 0x2e, 0x6e, 0x65, 0x74]); // "elé…" in Latin-1

/** Subscribers stored in the CMS, apart from those of the newsletter tests running alongside (@exemple.bf). */
async function subscriberCount(request: APIRequestContext): Promise<number> {
  const filter = `filters[$and][0][email][$notContainsi]=${encodeURIComponent('@exemple.bf')}`;
  const response = await request.get(`${CMS_ORIGIN}/content-manager/collection-types/api::newsletter.newsletter?page=1&pageSize=1&${filter}`, {
    headers: await adminHeaders(request),
  });
  expect(response.status()).toBe(200);
  return (await response.json()).pagination.total as number;
}

/** The hidden fields React puts in the newsletter form for a post without JavaScript, from the page's HTML. */
async function newsletterFormFields(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get('/faq')).text();
  const form = /<form[^>]*data-testid="newsletter-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  expect(Object.keys(fields).some((name) => name.startsWith('$ACTION'))).toBe(true);
  return fields;
}

test.describe('bad input', () => {
  test('the revalidation route refuses what is not a small JSON webhook, before touching any cache', async ({ request }) => {
    const auth = { Authorization: `Bearer ${REVALIDATE_SECRET}` };
    const json = { ...auth, 'Content-Type': 'application/json' };
    const cases: [string, () => ReturnType<APIRequestContext['post']>, number][] = [
      ['empty', () => request.post('/api/revalidate', { headers: json, data: '' }), 400],
      ['1 MB', () => request.post('/api/revalidate', { headers: json, data: JSON.stringify({ model: 'blog', entry: { contenu: ONE_MB } }) }), 413],
      ['1 MB without the secret (refused unread)', () => request.post('/api/revalidate', { headers: { 'Content-Type': 'application/json' }, data: ONE_MB }), 401],
      ['malformed JSON', () => request.post('/api/revalidate', { headers: json, data: '{"model": "blog"' }), 400],
      ['not UTF-8', () => request.post('/api/revalidate', { headers: json, data: Buffer.concat([Buffer.from('{"model":"'), LATIN1_BYTES, Buffer.from('"}')]) }), 400],
      ['text/plain', () => request.post('/api/revalidate', { headers: { ...auth, 'Content-Type': 'text/plain' }, data: '{"model":"blog"}' }), 415],
      ['a form', () => request.post('/api/revalidate', { headers: auth, form: { model: 'blog' } }), 415],
      ['multipart', () => request.post('/api/revalidate', { headers: auth, multipart: { model: 'blog' } }), 415],
      ['a JSON array', () => request.post('/api/revalidate', { headers: json, data: '[1,2,3]' }), 400],
      ['a GET', () => request.get('/api/revalidate'), 405],
    ];
    for (const [what, send, status] of cases) {
      const response = await send();
      expect(response.status(), what).toBe(status);
    }
    const scripted = await request.post('/api/revalidate', { headers: json, data: { model: '<script>alert(1)</script>', event: '<img src=x onerror=alert(1)>' } });
    expect(scripted.status()).toBe(200);
    expect(await scripted.json()).toEqual({ revalidated: [] });
  });

  test('the newsletter action, posted without JavaScript, answers every bad address with the French message and stores nothing', async ({ request }) => {
    test.setTimeout(120_000);
    const fields = await newsletterFormFields(request);
    const before = await subscriberCount(request);
    const bad: [string, string][] = [
      ['empty', ''],
      ['spaces', '   '],
      ['not an address', 'pas-une-adresse'],
      ['script-bearing', '<script>alert(1)</script>@adive.net'],
      ['markup in the local part', '"><svg onload=alert(1)>@adive.net'],
      ['javascript: URL', 'javascript:alert(1)//@adive.net'],
      ['too long', `${'a'.repeat(400)}@adive.net`],
      ['50 KB', 'x'.repeat(50 * 1024)],
      ['control characters', 'a\u0000b@adive.net'],
    ];
    for (const [what, email] of bad) {
      const response = await request.post('/faq', { multipart: { ...fields, email } });
      expect(response.status(), what).toBeLessThan(500);
      expect(response.status(), what).toBe(200);
      expect(await response.text(), what).toContain(NEWSLETTER_INVALID);
    }
    // Not UTF-8: refused, never stored.
    const latin1 = await request.post('/faq', { multipart: { ...fields, email: { name: 'email', mimeType: 'text/plain; charset=latin1', buffer: LATIN1_BYTES } } });
    expect(latin1.status()).toBeLessThan(500);
    // Over the action's body limit: refused by the framework with a 4xx, the action never runs.
    const huge = await request.post('/faq', { multipart: { ...fields, email: `${ONE_MB}@adive.net` } });
    expect(huge.status()).toBeGreaterThanOrEqual(400);
    expect(huge.status()).toBeLessThan(500);
    expect(await subscriberCount(request)).toBe(before);
  });

  test('server action calls with garbage bodies, headers or content types never get a 5xx', async ({ request }) => {
    const fields = await newsletterFormFields(request);
    const actionId = /"id":"([0-9a-f]+)"/.exec(Object.values(fields).join(' '))?.[1] ?? '';
    expect(actionId).toMatch(/^[0-9a-f]{20,}$/);
    const before = await subscriberCount(request);
    const calls: [string, Record<string, string>, string | Buffer][] = [
      ['empty body', { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8' }, ''],
      ['malformed reply', { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8' }, '[{"status":'],
      ['not UTF-8', { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8' }, LATIN1_BYTES],
      ['JSON body', { 'Next-Action': actionId, 'Content-Type': 'application/json' }, '{"email":"a@b.c"}'],
      ['script as the arguments', { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8' }, '["<script>alert(1)</script>"]'],
      ['unknown action', { 'Next-Action': 'f'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8' }, '[]'],
      ['markup as the action id', { 'Next-Action': '<script>alert(1)</script>', 'Content-Type': 'text/plain;charset=UTF-8' }, '[]'],
      ['1 MB', { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8' }, JSON.stringify([ONE_MB])],
      ['broken multipart', { 'Next-Action': actionId, 'Content-Type': 'multipart/form-data; boundary=zzz' }, '--zzz\r\nContent-Disposition: form-data; name="1"\r\n\r\nx'],
    ];
    for (const [what, headers, data] of calls) {
      const response = await request.post('/faq', { headers, data });
      expect(response.status(), what).toBeLessThan(500);
    }
    expect(await subscriberCount(request)).toBe(before);
  });

  test('pages asked with malformed addresses and queries answer 404 or the page, never a 5xx', async ({ request }) => {
    const paths = [
      '/jobs/%E0%A4%A',
      '/jobs/%00',
      '/actualite/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/formations/${'a'.repeat(3000)}`,
      '/nos-actualites?page=%FF',
      '/nos-actualites?page=1e9',
      '/nos-actualites?page=-1',
      '/nos-actualites?tag=%3Cscript%3E&category=%00',
      '/nos-actualites?page=1&page=2',
      '/nos-actualites/tag/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/nos-actualites/page/%FF',
      '/nos-actualites/categorie/x/page/2/y',
      '/demander-un-devis?service=%3Cscript%3Ealert(1)%3C%2Fscript%3E&message=' + 'x'.repeat(5000),
      '/demander-un-devis?service=%E0%A4%A',
      '/faq?%00=%00',
      '/..%2F..%2Fetc%2Fpasswd',
      '/jobs/commercial-terrain/opengraph-image?x=%FF',
      '/jobs/%3Cscript%3E/opengraph-image',
      '/sitemap.xml?x=%3Cscript%3E',
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      if (response.status() === 200 && (response.headers()['content-type'] ?? '').includes('text/html')) {
        // Whatever came in the address is text on the page, never markup.
        expect(await response.text(), path).not.toContain('<script>alert(1)</script>');
      }
    }
  });

  test('the image optimiser refuses foreign addresses, script URLs and absurd sizes', async ({ request }) => {
    for (const url of ['javascript:alert(1)', 'https://evil.example.com/x.png', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example.com/x.png', '/_next/image?url=/icon.svg']) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(response.status(), url).toBeGreaterThanOrEqual(400);
      expect(response.status(), url).toBeLessThan(500);
    }
    for (const query of ['w=99999&q=75', 'w=640&q=1000', 'w=abc&q=75', 'q=75']) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent('/apple-icon')}&${query}`);
      expect(response.status(), query).toBe(400);
    }
  });
});
