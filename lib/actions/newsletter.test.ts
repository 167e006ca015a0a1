import { subscribe } from '@/lib/cms';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { newsletterRequest } from '@/lib/forms/newsletter';
import { resetFormsLimiterForTests } from './handleRequest';
import { subscribeToNewsletter, type NewsletterState } from './newsletter';

jest.mock('@/lib/cms', () => ({ subscribe: jest.fn() }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '197.239.1.2' }) }));
const subscribeMock = jest.mocked(subscribe);
const idle: NewsletterState = { status: 'idle', message: '', email: '' };

function withEmail(email: string): FormData {
  const data = new FormData();
  data.append('email', email);
  return data;
}

beforeEach(() => {
  subscribeMock.mockReset();
  resetFormsLimiterForTests();
});

afterEach(() => {
  delete process.env.FORM_RATE_LIMIT;
  delete process.env.TRUSTED_PROXIES;
});

describe('subscribeToNewsletter', () => {
  it('stores a valid address under its local part', async () => {
    subscribeMock.mockResolvedValue({ ok: true });
    const state = await subscribeToNewsletter(idle, withEmail(' awa@adive.net '));
    expect(state).toEqual({ status: 'success', message: newsletterRequest.sent, email: '' });
    expect(subscribeMock).toHaveBeenCalledWith('/newsletters', { nom: 'awa', email: 'awa@adive.net' }, { edition: 'fr' });
  });

  it.each(['', '<script>alert(1)</script>@adive.net', 'javascript:alert(1)//@adive.net', 'x'.repeat(100_000)])(
    'answers %j with the French message and never reaches the CMS',
    async (email) => {
      const state = await subscribeToNewsletter(idle, withEmail(email));
      expect(state.status).toBe('invalid');
      expect(state.message).toBe(newsletterRequest.fields.email.message);
      expect(state.email.length).toBeLessThanOrEqual(320);
      expect(subscribeMock).not.toHaveBeenCalled();
    },
  );

  it('answers arguments that are not the form (a hand-made call) as an invalid address', async () => {
    const call = subscribeToNewsletter as unknown as (...args: unknown[]) => Promise<NewsletterState>;
    for (const args of [['<script>'], [idle, 'a@b.cd'], [idle, { email: 'a@b.cd' }], []]) {
      expect((await call(...args)).status).toBe('invalid');
    }
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('ignores a robot that filled the honeypot: answered like a success, nothing stored', async () => {
    const data = withEmail('victime@adive.net');
    data.append('site_web', 'https://spam.example');
    expect(await subscribeToNewsletter(idle, data)).toEqual({ status: 'success', message: newsletterRequest.sent, email: '' });
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('shares the limits of the other forms: past them, the French message and the address kept', async () => {
    subscribeMock.mockResolvedValue({ ok: true });
    process.env.FORM_RATE_LIMIT = '3';
    process.env.TRUSTED_PROXIES = '1';
    const states = [];
    for (let i = 0; i < 4; i += 1) states.push(await subscribeToNewsletter(idle, withEmail(`tiers${i}@adive.net`)));
    expect(states.map((state) => state.status)).toEqual(['success', 'success', 'success', 'error']);
    expect(states[3]).toEqual({ status: 'error', message: REQUEST_RATE_LIMITED, email: 'tiers3@adive.net' });
    expect(subscribeMock).toHaveBeenCalledTimes(3);
  });
});
