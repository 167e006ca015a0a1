import { subscribe } from '@/lib/cms';
import { messages } from '@/lib/messages';
import { subscribeToNewsletter, type NewsletterState } from './newsletter';

jest.mock('@/lib/cms', () => ({ subscribe: jest.fn() }));
const subscribeMock = jest.mocked(subscribe);
const idle: NewsletterState = { status: 'idle', message: '', email: '' };

function withEmail(email: string): FormData {
  const data = new FormData();
  data.append('email', email);
  return data;
}

beforeEach(() => subscribeMock.mockReset());

describe('subscribeToNewsletter', () => {
  it('stores a valid address under its local part', async () => {
    subscribeMock.mockResolvedValue({ ok: true });
    const state = await subscribeToNewsletter(idle, withEmail(' awa@adive.net '));
    expect(state).toEqual({ status: 'success', message: messages.newsletterSuccess, email: '' });
    expect(subscribeMock).toHaveBeenCalledWith({ name: 'awa', email: 'awa@adive.net' });
  });

  it.each(['', '<script>alert(1)</script>@adive.net', 'javascript:alert(1)//@adive.net', 'x'.repeat(100_000)])(
    'answers %j with the French message and never reaches the CMS',
    async (email) => {
      const state = await subscribeToNewsletter(idle, withEmail(email));
      expect(state.status).toBe('invalid');
      expect(state.message).toBe(messages.newsletterInvalidEmail);
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
});
