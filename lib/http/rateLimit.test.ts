import { clientAddress } from './clientAddress';
import { createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and key, then refuses until the oldest hit leaves the window', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1_000, 2_000].map((time) => limiter.take('a', time))).toEqual([true, true, true]);
    expect(limiter.take('a', 3_000)).toBe(false);
    expect(limiter.take('b', 3_000)).toBe(true);
    // Refused hits are not counted: the first hit leaves the window at 60 s.
    expect(limiter.take('a', 59_999)).toBe(false);
    expect(limiter.take('a', 60_000)).toBe(true);
    expect(limiter.take('a', 60_001)).toBe(false);
  });

  it('a limit of 0 turns it off; reset forgets every key', () => {
    const off = createRateLimiter({ limit: 0, windowMs: 60_000 });
    expect(Array.from({ length: 50 }, () => off.take('a', 0)).every(Boolean)).toBe(true);
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 1)).toBe(false);
    limiter.reset();
    expect(limiter.take('a', 2)).toBe(true);
  });

  it('keeps at most 10,000 keys, dropping the least recently seen', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.take('first', 0);
    for (let i = 0; i < 10_000; i += 1) limiter.take(`key-${i}`, 1);
    // "first" was dropped: it may hit again.
    expect(limiter.take('first', 2)).toBe(true);
    expect(limiter.take('key-9999', 2)).toBe(false);
  });
});

describe('clientAddress', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('is the connection address Next puts in X-Forwarded-For when the site is reached directly', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '197.239.1.2' }))).toBe('197.239.1.2');
  });

  it('behind proxies that append, is the entry added by the farthest trusted one', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 197.239.1.2, 10.0.0.5' });
    expect(clientAddress(chain, 1)).toBe('10.0.0.5');
    expect(clientAddress(chain, 2)).toBe('197.239.1.2');
    expect(clientAddress(chain, 9)).toBe('6.6.6.6');
  });

  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientAddress(headers({ 'x-real-ip': '197.239.1.3' }))).toBe('197.239.1.3');
    expect(clientAddress(headers({}))).toBe('unknown');
  });
});
