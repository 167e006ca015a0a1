import { submitKeptRequest } from '@/lib/actions/requests';
import { MAX_ACTION_BODY_BYTES } from '@/lib/http/serverActionGuard';
import { POST } from './route';

// The kinds' own rules are tested with the actions (lib/actions/requests.test.ts): here, what the route hands over.
jest.mock('@/lib/actions/requests', () => ({
  submitKeptRequest: jest.fn(async (kind: unknown) => {
    const status = ({ quote: 'stored', contact: 'limited', order: 'stored' } as Record<string, string>)[String(kind)];
    return status ? { status, values: {}, field: null, message: '' } : null;
  }),
}));

function kept(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/envois', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });
}

const quote = { name: 'Awa', email: 'awa@exemple.bf', phone: '70123456', service: 'Autres', message: 'Bonjour', site_web: '', cle_envoi: 'cle-12345678' };

describe('POST /api/envois (requests kept offline, sent by the service worker)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('runs the server action of the kind with the form fields, and answers its status, never cached', async () => {
    const response = await POST(kept(JSON.stringify({ kind: 'quote', payload: quote })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'stored' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(submitKeptRequest).toHaveBeenLastCalledWith('quote', quote);

    expect(await (await POST(kept(JSON.stringify({ kind: 'contact', payload: { name: 'Awa' } })))).json()).toEqual({ status: 'limited' });
    const order = { contact: { name: 'Awa' }, items: [{ bookId: 1 }], cle_envoi: 'cle-12345678' };
    await POST(kept(JSON.stringify({ kind: 'order', payload: order })));
    expect(submitKeptRequest).toHaveBeenLastCalledWith('order', order);
  });

  it('refuses another site, anything but JSON, malformed or oversized bodies and unknown kinds, running nothing', async () => {
    const statusOf = async (request: Request) => (await POST(request)).status;
    const body = JSON.stringify({ kind: 'quote', payload: quote });
    expect(await statusOf(kept(body, { 'sec-fetch-site': 'cross-site' }))).toBe(403);
    expect(await statusOf(kept(body, { 'content-type': 'text/plain' }))).toBe(415);
    expect(await statusOf(kept('{"kind":'))).toBe(400);
    expect(await statusOf(kept(JSON.stringify({ kind: 'quote', payload: ['x'] })))).toBe(400);
    expect(await statusOf(kept(JSON.stringify({ kind: 'quote', payload: { message: 'x'.repeat(MAX_ACTION_BODY_BYTES) } })))).toBe(413);
    expect(submitKeptRequest).not.toHaveBeenCalled();
    // A kind the site does not keep: the action says so, and the route answers 400.
    expect(await statusOf(kept(JSON.stringify({ kind: 'newsletter', payload: {} })))).toBe(400);
  });
});
