import { startSilentRedis } from '@/lib/testing/silentRedis';
import { clientAddress, UNTRUSTED_ADDRESS } from './clientAddress';
import { connectLimitsRedis, createRequestLimits } from './rateLimit';

describe('createRequestLimits', () => {
  const allowMany = async (limits: ReturnType<typeof createRequestLimits>, count: number, keys: (i: number) => { address: string; email?: string }) => {
    const answers: boolean[] = [];
    for (let i = 0; i < count; i += 1) answers.push(await limits.allow(keys(i)));
    return answers;
  };

  it('allows `perAddress` requests per address, then refuses that address only', async () => {
    const limits = createRequestLimits({ perAddress: 3, perEmail: 100 });
    expect(await allowMany(limits, 4, (i) => ({ address: 'a', email: `x${i}@adive.test` }))).toEqual([true, true, true, false]);
    expect(await limits.allow({ address: 'b', email: 'y@adive.test' })).toBe(true);
  });

  it('allows `perEmail` requests per e-mail address, whatever the address, case and spaces', async () => {
    const limits = createRequestLimits({ perAddress: 100, perEmail: 2 });
    const emails = ['awa@adive.test', ' AWA@adive.test ', 'awa@ADIVE.test'];
    expect(await allowMany(limits, 3, (i) => ({ address: `197.239.0.${i}`, email: emails[i] }))).toEqual([true, true, false]);
    expect(await limits.allow({ address: '197.239.0.9', email: 'issa@adive.test' })).toBe(true);
    // A request without an e-mail (none given) is counted by address only.
    expect(await limits.allow({ address: '197.239.0.9' })).toBe(true);
  });

  it('a limit of 0 turns it off', async () => {
    const limits = createRequestLimits({ perAddress: 0, perEmail: 0 });
    expect((await allowMany(limits, 50, () => ({ address: 'a', email: 'a@adive.test' }))).every(Boolean)).toBe(true);
  });

  describe('with a Redis that answered, then stopped answering (SIGSTOP)', () => {
    let redis: Awaited<ReturnType<typeof startSilentRedis>>;
    beforeAll(async () => {
      redis = await startSilentRedis();
    });
    afterAll(() => redis.stop());

    it('counts in memory after the time-out, so a form never waits on Redis', async () => {
      const client = await connectLimitsRedis(redis.url);
      try {
        expect(client.isReady).toBe(true);
        const limits = createRequestLimits({ perAddress: 2, perEmail: 100, redis: client, timeoutMs: 200 });
        const started = Date.now();
        expect(await allowMany(limits, 3, () => ({ address: 'a' }))).toEqual([true, true, false]);
        // Each request waited for its time-out, then the memory answered.
        expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 180);
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        client.destroy();
      }
    });
  });
});

describe('clientAddress', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('behind proxies that append, is the entry added by the farthest trusted one; what the client sent is ignored', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 197.239.1.2, 10.0.0.5' });
    expect(clientAddress(chain, 1)).toBe('10.0.0.5');
    expect(clientAddress(chain, 2)).toBe('197.239.1.2');
    expect(clientAddress(headers({ 'x-forwarded-for': '197.239.1.2' }), 1)).toBe('197.239.1.2');
  });

  it('trusts no header without a declared proxy: every request shares one key', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '197.239.1.2' }), 0)).toBe(UNTRUSTED_ADDRESS);
    expect(clientAddress(headers({ 'x-forwarded-for': '1.1.1.1' }), 0)).toBe(UNTRUSTED_ADDRESS);
  });

  it('a header shorter than the chain of proxies did not come through them: the shared key', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '197.239.1.2' }), 2)).toBe(UNTRUSTED_ADDRESS);
    expect(clientAddress(headers({}), 1)).toBe(UNTRUSTED_ADDRESS);
  });
});
