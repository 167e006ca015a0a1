import { sendBookOrder, sendContactMessage, sendQuoteRequest } from '@/lib/actions/requests';
import { MAX_ACTION_BODY_BYTES } from '@/lib/http/serverActionGuard';
import { POST } from './route';

jest.mock('@/lib/actions/requests', () => ({
  sendQuoteRequest: jest.fn(async () => ({ status: 'stored', values: {}, field: null, message: '' })),
  sendContactMessage: jest.fn(async () => ({ status: 'limited', values: {}, field: null, message: '' })),
  sendBookOrder: jest.fn(async () => ({ status: 'stored', values: {}, field: null, message: '' })),
}));

function kept(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/envois', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body,
  });
}

const quote = { nom: 'Awa', email: 'awa@exemple.bf', phone: '70123456', service: 'Autres', message: 'Bonjour', site_web: '', cle_envoi: 'cle-12345678' };

describe('POST /api/envois (requests kept offline, sent by the service worker)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('runs the server action of the kind with the form fields, and answers its status, never cached', async () => {
    const response = await POST(kept(JSON.stringify({ kind: 'quote', payload: quote })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'stored' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = jest.mocked(sendQuoteRequest).mock.calls[0]![1];
    expect(Object.fromEntries(data.entries())).toEqual(quote);

    expect(await (await POST(kept(JSON.stringify({ kind: 'contact', payload: { name: 'Awa' } })))).json()).toEqual({ status: 'limited' });
    const order = { contact: { name: 'Awa' }, items: [{ bookId: 1 }], cle_envoi: 'cle-12345678' };
    await POST(kept(JSON.stringify({ kind: 'order', payload: order })));
    expect(sendBookOrder).toHaveBeenCalledWith(order);
  });

  it('refuses another site, anything but JSON, malformed or oversized bodies and unknown kinds, running nothing', async () => {
    const statusOf = async (request: Request) => (await POST(request)).status;
    const body = JSON.stringify({ kind: 'quote', payload: quote });
    expect(await statusOf(kept(body, { 'sec-fetch-site': 'cross-site' }))).toBe(403);
    expect(await statusOf(kept(body, { 'content-type': 'text/plain' }))).toBe(415);
    expect(await statusOf(kept('{"kind":'))).toBe(400);
    expect(await statusOf(kept(JSON.stringify({ kind: 'newsletter', payload: {} })))).toBe(400);
    expect(await statusOf(kept(JSON.stringify({ kind: 'quote', payload: ['x'] })))).toBe(400);
    expect(await statusOf(kept(JSON.stringify({ kind: 'quote', payload: { message: 'x'.repeat(MAX_ACTION_BODY_BYTES) } })))).toBe(413);
    expect(sendQuoteRequest).not.toHaveBeenCalled();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });
});
