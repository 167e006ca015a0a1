import { revalidateTag } from 'next/cache';

import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const revalidateTagMock = jest.mocked(revalidateTag);
const SECRET = 's3cr3t-webhook-value';
const savedSecret = process.env.REVALIDATE_SECRET;

function webhook(body: string, init: { auth?: string; query?: string } = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
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
    ['a wrong query secret', { query: '?secret=nope' }],
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

  it('accepts the secret as ?secret= for manual calls', async () => {
    const response = await POST(webhook(entryUpdate('experience-level'), { query: `?secret=${SECRET}` }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['jobs'] });
    expect(revalidateTagMock).toHaveBeenCalledWith('jobs', { expire: 0 });
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

  it('checks the secret before reading the body', async () => {
    const response = await POST(webhook('not json', { auth: 'Bearer nope' }));
    expect(response.status).toBe(401);
  });
});
