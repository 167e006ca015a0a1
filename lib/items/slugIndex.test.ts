import type { CmsResult } from '@/lib/cms/types';
import { createSlugIndex, rememberAnswers } from './slugIndex';

describe('createSlugIndex', () => {
  function setup(slugs: () => CmsResult<string[]>) {
    let clock = 0;
    const list = jest.fn<Promise<CmsResult<string[]>>, [string]>(async () => slugs());
    const exists = createSlugIndex(list, { knownMs: 60_000, missingMs: 5_000, now: () => clock });
    return { exists, list, advance: (ms: number) => (clock += ms) };
  }

  it('reads the list of slugs once for known slugs, again after a minute', async () => {
    const { exists, list, advance } = setup(() => ({ ok: true, data: ['a', 'b'] }));
    expect(await exists('job', 'a')).toBe(true);
    expect(await exists('job', 'b')).toBe(true);
    expect(list).toHaveBeenCalledTimes(1);
    advance(60_001);
    expect(await exists('job', 'a')).toBe(true);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('answers a thousand guessed slugs with one read of the list, and one more a few seconds later', async () => {
    const { exists, list, advance } = setup(() => ({ ok: true, data: ['commercial-terrain'] }));
    const guesses = Array.from({ length: 1000 }, (_, index) => `devine-${index}`);
    expect(new Set(await Promise.all(guesses.map((slug) => exists('job', slug))))).toEqual(new Set([false]));
    expect(await exists('job', 'commercial-terrain')).toBe(true);
    expect(list).toHaveBeenCalledTimes(1);
    advance(5_001);
    for (const slug of guesses) expect(await exists('job', slug)).toBe(false);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('finds a new item a few seconds after it is published', async () => {
    let published = false;
    const { exists, list, advance } = setup(() => ({ ok: true, data: published ? ['nouveau'] : [] }));
    expect(await exists('post', 'nouveau')).toBe(false);
    published = true;
    expect(await exists('post', 'nouveau')).toBe(false);
    advance(5_001);
    expect(await exists('post', 'nouveau')).toBe(true);
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps kinds apart and does not remember failures', async () => {
    const { exists, list } = setup(() => ({ ok: false, error: 'unreachable' }));
    expect(await exists('job', 'x')).toBeNull();
    expect(await exists('job', 'x')).toBeNull();
    expect(await exists('training', 'x')).toBeNull();
    expect(list.mock.calls).toEqual([['job'], ['job'], ['training']]);
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

  it('drops the least recently used answer when full, never the whole map', async () => {
    const lookup = jest.fn(async (tag: string) => ({ ok: true as const, data: tag.length }));
    const count = rememberAnswers(lookup, () => 60_000, { maxEntries: 3 });
    for (const tag of ['a', 'bb', 'ccc']) await count(tag);
    await count('a');
    await count('dddd');
    expect(lookup).toHaveBeenCalledTimes(4);
    for (const tag of ['a', 'ccc', 'dddd']) await count(tag);
    expect(lookup).toHaveBeenCalledTimes(4);
    await count('bb');
    expect(lookup).toHaveBeenCalledTimes(5);
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
