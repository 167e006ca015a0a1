import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { MAX_ACTION_BODY_BYTES, MAX_APPLICATION_BODY_BYTES, refuseAction } from './serverActionGuard';

const ID = 'a'.repeat(42);

function post(body: BodyInit, headers: Record<string, string>): Request {
  return new Request('http://site.test/faq', { method: 'POST', headers, body });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Every address within its limit. */
const within = async () => true;

async function statusOf(request: Request): Promise<number | null> {
  return (await refuseAction(request, within))?.status ?? null;
}

/** A post whose body is streamed chunk by chunk as the reader asks: how much of it was read. */
function streamed(path: string, headers: Record<string, string>, chunks = 10, chunkBytes = 1024 * 1024) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= chunks) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(chunkBytes));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`http://site.test${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit & { duplex: 'half' });
  return { request, pulled: () => pulled };
}

const MULTIPART = { 'content-type': 'multipart/form-data; boundary=zzz' };

describe('refuseAction', () => {
  it('lets through what is not a server-action call', async () => {
    expect(await statusOf(new Request('http://site.test/faq'))).toBeNull();
    expect(await statusOf(post('{"a":1}', { 'content-type': 'application/json' }))).toBeNull();
  });

  it('lets through calls of a sane shape, from JavaScript and from a form without it', async () => {
    expect(await statusOf(post('["commercial-terrain"]', { 'next-action': ID, 'content-type': 'text/plain;charset=UTF-8' }))).toBeNull();
    const noJs = form({ '$ACTION_REF_2': '', '$ACTION_2:0': `{"id":"${ID}","bound":"$@1"}`, '$ACTION_2:1': '[{"status":"idle"}]', email: 'a@b.cd' });
    expect(await statusOf(new Request('http://site.test/faq', { method: 'POST', body: noJs }))).toBeNull();
    expect(await statusOf(new Request('http://site.test/faq', { method: 'POST', body: form({ [`$ACTION_ID_${ID}`]: '', email: 'x' }) }))).toBeNull();
  });

  it.each([
    ['an empty body', '', 'text/plain;charset=UTF-8', 400],
    ['a cut reply', '[{"status":', 'text/plain;charset=UTF-8', 400],
    ['a JSON object instead of the arguments array', '{"email":"a@b.c"}', 'text/plain;charset=UTF-8', 400],
    ['a JSON body', '["x"]', 'application/json', 415],
    ['a broken multipart body', '--zzz\r\nContent-Disposition: form-data; name="1"\r\n\r\nx', 'multipart/form-data; boundary=zzz', 400],
  ])('refuses %s', async (_what, body, type, status) => {
    expect(await statusOf(post(body, { 'next-action': ID, 'content-type': type }))).toBe(status);
  });

  it('refuses an action id that is not one', async () => {
    expect(await statusOf(post('[]', { 'next-action': '<script>alert(1)</script>', 'content-type': 'text/plain' }))).toBe(400);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const bytes = new Uint8Array([0x5b, 0x22, 0xe9, 0x22, 0x5d]);
    expect(await statusOf(post(bytes, { 'next-action': ID, 'content-type': 'text/plain' }))).toBe(400);
  });

  it('refuses a body over the limit', async () => {
    expect(await statusOf(post(JSON.stringify(['x'.repeat(MAX_ACTION_BODY_BYTES)]), { 'next-action': ID, 'content-type': 'text/plain' }))).toBe(413);
  });

  it("takes a CV (bytes that are no text) on a job page only, up to the application's limit", async () => {
    const application = (path: string, size: number) => {
      const data = form({ [`$ACTION_ID_${ID}`]: '', email: 'a@b.cd' });
      data.append('cv', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe2, 0xe3, 0xcf, 0xd3]), new Uint8Array(size)]), 'cv.pdf');
      return new Request(`http://site.test${path}`, { method: 'POST', body: data });
    };
    expect(await statusOf(application('/jobs/commercial-terrain', 6 * 1024 * 1024))).toBeNull();
    expect(await statusOf(application('/jobs/commercial-terrain', MAX_APPLICATION_BODY_BYTES))).toBe(413);
    expect(await statusOf(application('/contact', MAX_ACTION_BODY_BYTES))).toBe(413);
    // Arguments sent from JavaScript carry no file: 100 KB on job pages too.
    const text = new Request('http://site.test/jobs/commercial-terrain', {
      method: 'POST',
      headers: { 'next-action': ID, 'content-type': 'text/plain' },
      body: JSON.stringify(['x'.repeat(MAX_ACTION_BODY_BYTES)]),
    });
    expect(await statusOf(text)).toBe(413);
  });

  it('reads a browser form whose boundary has capitals', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEf';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="$ACTION_ID_${ID}"\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.cd\r\n--${boundary}--\r\n`;
    expect(await statusOf(post(body, { 'content-type': `multipart/form-data; boundary=${boundary}` }))).toBeNull();
  });

  it('refuses a form without JavaScript whose hidden action fields are broken', async () => {
    const broken = form({ '$ACTION_REF_2': '', '$ACTION_2:0': `{"id":"${ID}","bound":"$@1"}`, '$ACTION_2:1': '[{', email: 'a@b.cd' });
    expect(await statusOf(new Request('http://site.test/faq', { method: 'POST', body: broken }))).toBe(400);
    const badId = form({ '$ACTION_ID_zz': '', email: 'a@b.cd' });
    expect(await statusOf(new Request('http://site.test/faq', { method: 'POST', body: badId }))).toBe(400);
  });

  it('answers in French', async () => {
    const response = await refuseAction(post('', { 'next-action': ID, 'content-type': 'text/plain' }), within);
    expect(await response?.text()).toBe('Requête invalide.');
  });
});

describe('refuseAction before reading', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a body declared bigger than its route takes without reading, cloning or counting it', async () => {
    const clone = jest.spyOn(Request.prototype, 'clone');
    const spend = jest.fn(within);
    for (const [path, headers] of [
      ['/jobs/commercial-terrain', { ...MULTIPART, 'content-length': String(MAX_APPLICATION_BODY_BYTES + 1) }],
      ['/faq', { ...MULTIPART, 'content-length': String(MAX_ACTION_BODY_BYTES + 1) }],
      ['/faq', { 'next-action': ID, 'content-type': 'text/plain', 'content-length': String(MAX_ACTION_BODY_BYTES + 1) }],
    ] as const) {
      const { request, pulled } = streamed(path, headers);
      expect((await refuseAction(request, spend))?.status).toBe(413);
      expect(pulled()).toBe(0);
    }
    expect(clone).not.toHaveBeenCalled();
    expect(spend).not.toHaveBeenCalled();
  });

  it("refuses a multipart post past its address's limit unread: a French page without JavaScript, the French text from a script", async () => {
    const clone = jest.spyOn(Request.prototype, 'clone');
    const plain = streamed('/jobs/commercial-terrain', { ...MULTIPART, 'content-length': String(8 * 1024 * 1024 - 1) }, 8);
    const page = await refuseAction(plain.request, async () => false);
    expect(page?.status).toBe(429);
    expect(page?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = (await page?.text()) ?? '';
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(REQUEST_RATE_LIMITED);
    expect(html).toContain('<a href="/jobs/commercial-terrain">Revenir à la page</a>');
    const scripted = streamed('/jobs/commercial-terrain', { ...MULTIPART, 'next-action': ID }, 8);
    const text = await refuseAction(scripted.request, async () => false);
    expect(text?.status).toBe(429);
    // Exactly text/plain: Next's client then throws the body as the error's message.
    expect(text?.headers.get('content-type')).toBe('text/plain');
    expect(await text?.text()).toBe(REQUEST_RATE_LIMITED);
    expect([plain.pulled(), scripted.pulled()]).toEqual([0, 0]);
    expect(clone).not.toHaveBeenCalled();
  });

  it('counts every multipart post against its address, on any page, and no call from a script without a file', async () => {
    const spend = jest.fn(within);
    await refuseAction(new Request('http://site.test/faq', { method: 'POST', body: form({ [`$ACTION_ID_${ID}`]: '', email: 'a@b.cd' }) }), spend);
    await refuseAction(post('["x"]', { 'next-action': ID, 'content-type': 'text/plain;charset=UTF-8' }), spend);
    await refuseAction(new Request('http://site.test/faq', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), spend);
    expect(spend).toHaveBeenCalledTimes(1);
  });

  it('stops reading a body streamed without its length at its limit', async () => {
    const { request, pulled } = streamed('/jobs/commercial-terrain', MULTIPART, 100);
    expect((await refuseAction(request, within))?.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(MAX_APPLICATION_BODY_BYTES / (1024 * 1024) + 1);
  });
});
