// The newsletter's action answers in the edition its form names, French otherwise.
import { subscribe } from '@/lib/cms';
import { resetFormsLimiterForTests } from './handleRequest';
import { subscribeToNewsletter, type NewsletterState } from './newsletter';

jest.mock('@/lib/cms', () => ({ subscribe: jest.fn() }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '197.239.1.3' }) }));
const idle: NewsletterState = { status: 'idle', message: '', email: '' };

function sent(email: string, edition?: string): FormData {
  const data = new FormData();
  data.append('email', email);
  if (edition !== undefined) data.append('edition', edition);
  return data;
}

beforeEach(resetFormsLimiterForTests);

describe('subscribeToNewsletter in the editions', () => {
  it('says the spec’s French words without an edition, the edition’s with one', async () => {
    expect((await subscribeToNewsletter(idle, sent('awa@'))).message).toBe('Email Invalide!');
    expect((await subscribeToNewsletter(idle, sent('awa@', 'xx'))).message).toBe('Email Invalide!');
    expect((await subscribeToNewsletter(idle, sent('awa@', 'en'))).message).toBe('Invalid email address.');
    jest.mocked(subscribe).mockResolvedValue({ ok: true });
    expect(await subscribeToNewsletter(idle, sent('awa@exemple.bf', 'ar'))).toMatchObject({ status: 'success', message: 'شكرًا لاشتراكك في نشرتنا الإخبارية!' });
    jest.mocked(subscribe).mockResolvedValue({ ok: false, error: 'unreachable', status: null });
    expect(await subscribeToNewsletter(idle, sent('awa@exemple.bf', 'en'))).toMatchObject({ status: 'error', message: 'Something went wrong. Please try again.' });
  });
});
