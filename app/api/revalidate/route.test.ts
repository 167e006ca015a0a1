import { revalidateTag } from 'next/cache';

import { MAX_WEBHOOK_BYTES, POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const revalidateTagMock = jest.mocked(revalidateTag);
const SECRET = 's3cr3t-webhook-value';
const savedSecret = process.env.REVALIDATE_SECRET;

function webhook(body: BodyInit, init: { auth?: string; query?: string; type?: string | null } = {}): Request {
  const headers: Record<string, string> = {};
  if (init.type !== null) headers['content-type'] = init.type ?? 'application/json';
  if (init.auth !== undefined) headers.authorization = init.auth;
  return new Request(`http://localhost:3000/api/revalidate${init.query ?? ''}`, { method: 'POST', headers, body });
}

const entryUpdate = (model: string) =>
  JSON.stringify({ event: 'entry.update', createdAt: '2024-05-10T10:00:00.000Z', model, uid: `api::${model}.${model}`, entry: { id: 1 } });

beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  revalidateTagMock.mockClear();
});

afterAll(() => {
  if (savedSecret === undefined) delete process.env.REVALIDATE_SECRET;
  else process.env.REVALIDATE_SECRET = savedSecret;
});

describe('POST /api/revalidate', () => {
  it.each([
    ['no secret', {}],
    ['a wrong bearer', { auth: 'Bearer nope' }],
    ['a longer wrong bearer', { auth: `Bearer ${SECRET}x` }],
    ['the secret without Bearer', { auth: SECRET }],
    ['an empty bearer', { auth: 'Bearer ' }],
  ])('answers 401 with %s and revalidates nothing', async (_name, init) => {
    const response = await POST(webhook(entryUpdate('blog'), init));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
    expect(revalidateTagMock).not.toHaveBeenCalled();
  });

  it('answers 401 when REVALIDATE_SECRET is not set, whatever is sent', async () => {
    delete process.env.REVALIDATE_SECRET;
    for (const auth of ['Bearer ', 'Bearer undefined', `Bearer ${SECRET}`]) {
      const response = await POST(webhook(entryUpdate('blog'), { auth }));
      expect(response.status).toBe(401);
    }
    expect(revalidateTagMock).not.toHaveBeenCalled();
  });

  it('revalidates the tags of the model with the Bearer secret, expiring them at once', async () => {
    const response = await POST(webhook(entryUpdate('modespayment'), { auth: `Bearer ${SECRET}` }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['modespayments', 'formations'] });
    expect(revalidateTagMock.mock.calls).toEqual([
      ['modespayments', { expire: 0 }],
      ['formations', { expire: 0 }],
    ]);
  });

  it('refuses a secret in the address (access and CDN logs keep it), even the right one, and logs why', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const init of [{ query: `?secret=${SECRET}` }, { query: `?secret=${SECRET}`, auth: `Bearer ${SECRET}` }, { query: '?secret=nope' }]) {
        const response = await POST(webhook(entryUpdate('experience-level'), init));
        expect(response.status).toBe(401);
        expect((await response.json()).error).toMatch(/Authorization header/);
      }
      expect(revalidateTagMock).not.toHaveBeenCalled();
      expect(consoleError).toHaveBeenCalledTimes(3);
      expect(String(consoleError.mock.calls[0]![0])).toContain('the secret was sent in the address');
      expect(consoleError.mock.calls.join('\n')).not.toContain(SECRET);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('answers 200 with nothing revalidated for a model the site does not read', async () => {
    for (const body of [entryUpdate('newsletter'), JSON.stringify({ event: 'entry.create' }), JSON.stringify({ model: 42 })]) {
      const response = await POST(webhook(body, { auth: `Bearer ${SECRET}` }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ revalidated: [] });
    }
    expect(revalidateTagMock).not.toHaveBeenCalled();
  });

  it('revalidates every content tag on a Media Library event', async () => {
    const body = JSON.stringify({ event: 'media.update', createdAt: '2024-05-10T10:00:00.000Z', media: { id: 3, url: '/uploads/x.png' } });
    const response = await POST(webhook(body, { auth: `Bearer ${SECRET}` }));
    const json = (await response.json()) as { revalidated: string[] };
    expect(json.revalidated).toHaveLength(8);
    expect(revalidateTagMock).toHaveBeenCalledTimes(8);
  });

  it.each([['{"model": "blog"'], ['not json'], [''], ['[1,2]'], ['"blog"'], ['null']])(
    'answers 400 on a malformed body %j and revalidates nothing',
    async (body) => {
      const response = await POST(webhook(body, { auth: `Bearer ${SECRET}` }));
      expect(response.status).toBe(400);
      expect(revalidateTagMock).not.toHaveBeenCalled();
    },
  );

  it('accepts the content type with its charset', async () => {
    const response = await POST(webhook(entryUpdate('faq'), { auth: `Bearer ${SECRET}`, type: 'application/json; charset=utf-8' }));
    expect(response.status).toBe(200);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x'], ['application/jsonp'], [null]])(
    'answers 415 to a body sent as %s and revalidates nothing',
    async (type) => {
      const response = await POST(webhook(entryUpdate('blog'), { auth: `Bearer ${SECRET}`, type }));
      expect(response.status).toBe(415);
      expect(revalidateTagMock).not.toHaveBeenCalled();
    },
  );

  it('answers 413 to a body over the limit, declared or not, and revalidates nothing', async () => {
    const huge = JSON.stringify({ model: 'blog', entry: { contenu: 'x'.repeat(MAX_WEBHOOK_BYTES) } });
    expect((await POST(webhook(huge, { auth: `Bearer ${SECRET}` }))).status).toBe(413);
    // Streamed without a length: cut off once the limit is passed.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await POST(streamed)).status).toBe(413);
    expect(sent).toBeLessThan(20);
    expect(revalidateTagMock).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is not UTF-8', async () => {
    // {"model":"é"} in Latin-1
    const latin1 = new Uint8Array([0x7b, 0x22, 0x6d, 0x6f, 0x64, 0x65, 0x6c, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]);
    const response = await POST(webhook(latin1, { auth: `Bearer ${SECRET}` }));
    expect(response.status).toBe(400);
    expect(revalidateTagMock).not.toHaveBeenCalled();
  });

  it('revalidates nothing for a model name carrying markup', async () => {
    const response = await POST(webhook(entryUpdate('<script>alert(1)</script>'), { auth: `Bearer ${SECRET}` }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { revalidated: string[] }).revalidated).toEqual([]);
    expect(revalidateTagMock).not.toHaveBeenCalled();
  });

  it('checks the secret before reading the body', async () => {
    const response = await POST(webhook('not json', { auth: 'Bearer nope' }));
    expect(response.status).toBe(401);
  });
});
