import { MAX_ACTION_BODY_BYTES, MAX_APPLICATION_BODY_BYTES, refuseMalformedAction } from './serverActionGuard';

const ID = 'a'.repeat(42);

function post(body: BodyInit, headers: Record<string, string>): Request {
  return new Request('http://site.test/faq', { method: 'POST', headers, body });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

async function statusOf(request: Request): Promise<number | null> {
  return (await refuseMalformedAction(request))?.status ?? null;
}

describe('refuseMalformedAction', () => {
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
    const response = await refuseMalformedAction(post('', { 'next-action': ID, 'content-type': 'text/plain' }));
    expect(await response?.text()).toBe('Requête invalide.');
  });
});
