import type { CmsResult } from './cms/types';
import { createSlugIndex, parseDetailPath } from './detail-routes';

describe('parseDetailPath', () => {
  it.each([
    ['/jobs/data-analyst', { collection: 'jobs', slug: 'data-analyst' }],
    ['/actualite/un-article/', { collection: 'blogs', slug: 'un-article' }],
    ['/formations/excel-avanc%C3%A9', { collection: 'formations', slug: 'excel-avancé' }],
  ])('%s', (path, expected) => {
    expect(parseDetailPath(path)).toEqual(expected);
  });

  it.each(['/jobs', '/jobs/a/b', '/nos-offres-emplois', '/services/conseils', '/jobs/%E0%A4%A'])('ignores %s', (path) => {
    expect(parseDetailPath(path)).toBeNull();
  });
});

describe('createSlugIndex', () => {
  function setup(answer: (slug: string) => CmsResult<boolean>) {
    let clock = 0;
    const lookup = jest.fn(async (_collection: string, slug: string) => answer(slug));
    const exists = createSlugIndex(lookup, { knownMs: 60_000, missingMs: 5_000, now: () => clock });
    return { exists, lookup, advance: (ms: number) => (clock += ms) };
  }

  it('asks the CMS once for a known slug, again after a minute', async () => {
    const { exists, lookup, advance } = setup(() => ({ ok: true, data: true }));
    expect(await exists('jobs', 'a')).toBe(true);
    expect(await exists('jobs', 'a')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(1);
    advance(60_001);
    expect(await exists('jobs', 'a')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('remembers a missing slug for a few seconds only, so a new item is found soon', async () => {
    let published = false;
    const { exists, lookup, advance } = setup(() => ({ ok: true, data: published }));
    expect(await exists('blogs', 'nouveau')).toBe(false);
    published = true;
    expect(await exists('blogs', 'nouveau')).toBe(false);
    advance(5_001);
    expect(await exists('blogs', 'nouveau')).toBe(true);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps collections apart and does not remember failures', async () => {
    const { exists, lookup } = setup(() => ({ ok: false, error: 'unreachable' }));
    expect(await exists('jobs', 'x')).toBeNull();
    expect(await exists('jobs', 'x')).toBeNull();
    expect(await exists('formations', 'x')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(3);
  });
});
