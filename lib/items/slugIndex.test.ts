import type { CmsResult } from '@/lib/cms/types';
import { createSlugIndex, rememberAnswers } from './slugIndex';

describe('createSlugIndex', () => {
  function setup(answer: (slug: string) => CmsResult<boolean>) {
    let clock = 0;
    const lookup = jest.fn(async (_kind: string, slug: string) => answer(slug));
    const exists = createSlugIndex(lookup, { knownMs: 60_000, missingMs: 5_000, now: () => clock });
    return { exists, lookup, advance: (ms: number) => (clock += ms) };
  }

  it('asks the CMS once for a known slug, again after a minute', async () => {
    const { exists, lookup, advance } = setup(() => ({ ok: true, data: true }));
    expect(await exists('job', 'a')).toBe(true);
    expect(await exists('job', 'a')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
    advance(60_001);
    expect(await exists('job', 'a')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('remembers a missing slug for a few seconds only, so a new item is found soon', async () => {
    let published = false;
    const { exists, lookup, advance } = setup(() => ({ ok: true, data: published }));
    expect(await exists('post', 'nouveau')).toBe(false);
    published = true;
    expect(await exists('post', 'nouveau')).toBe(false);
    advance(5_001);
    expect(await exists('post', 'nouveau')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps kinds apart and does not remember failures', async () => {
    const { exists, lookup } = setup(() => ({ ok: false, error: 'unreachable' }));
    expect(await exists('job', 'x')).toBeNull();
    expect(await exists('job', 'x')).toBeNull();
    expect(await exists('training', 'x')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});

describe('rememberAnswers', () => {
  it('remembers each answer for the time it gives it, per argument list', async () => {
    let clock = 0;
    const lookup = jest.fn(async (tag: string) => ({ ok: true as const, data: tag.length }));
    const count = rememberAnswers(lookup, () => 60_000, { now: () => clock });
    expect(await count('emploi')).toBe(6);
    expect(await count('emploi')).toBe(6);
    expect(await count('digital')).toBe(7);
    expect(lookup).toHaveBeenCalledTimes(2);
    clock = 60_001;
    await count('emploi');
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});

describe('rememberAnswers under a burst', () => {
  it('asks once for callers that arrive while the answer is on its way', async () => {
    let release = () => undefined as void;
    const lookup = jest.fn(
      (tag: string) =>
        new Promise<{ ok: true; data: number }>((resolve) => {
          release = () => resolve({ ok: true, data: tag.length });
        }),
    );
    const count = rememberAnswers(lookup, () => 60_000);
    const burst = Promise.all([count('emploi'), count('emploi'), count('emploi')]);
    release();
    expect(await burst).toEqual([6, 6, 6]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
