import { NextRequest } from 'next/server';
import type { CmsResult } from '@/lib/cms';
import { NEWS_PATH } from '@/lib/news';
import { ITEM_SEGMENTS } from '@/lib/paths';

const itemExists = jest.fn<Promise<CmsResult<boolean>>, [string, string]>();
const countPosts = jest.fn<Promise<CmsResult<number>>, [{ tag?: string; category?: string }]>();
jest.mock('@/lib/cms', () => ({
  itemExists: (kind: string, slug: string) => itemExists(kind, slug),
  countPosts: (filter: { tag?: string; category?: string }) => countPosts(filter),
}));

import { config, proxy } from './proxy';

/** Where the proxy sends a request: the rewritten path, or null when it lets it through. */
async function rewrittenTo(path: string): Promise<string | null> {
  const response = await proxy(new NextRequest(new URL(path, 'http://site.test')));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

describe('proxy', () => {
  beforeEach(() => {
    itemExists.mockReset();
    countPosts.mockReset();
  });

  it('covers exactly the news list and the item pages of lib/paths', () => {
    expect([...config.matcher].sort()).toEqual(
      [NEWS_PATH, ...Object.values(ITEM_SEGMENTS).map((segment) => `/${segment}/:slug`)].sort(),
    );
  });

  it('sends unknown item slugs to the full not-found page, lets known ones and CMS failures through', async () => {
    itemExists.mockImplementation(async (_kind, slug) => (slug === 'panne' ? { ok: false, error: 'unreachable' } : { ok: true, data: slug === 'connu' }));
    expect(await rewrittenTo('/jobs/inconnu')).toBe('/_introuvable');
    expect(await rewrittenTo('/jobs/connu')).toBeNull();
    expect(await rewrittenTo('/formations/panne')).toBeNull();
    expect(itemExists).toHaveBeenCalledWith('job', 'inconnu');
  });

  it('sends news pages past the end, and malformed page numbers, to the not-found page', async () => {
    countPosts.mockImplementation(async (filter) => ({ ok: true, data: filter.tag === 'emploi' ? 3 : 20 }));
    expect(await rewrittenTo('/nos-actualites')).toBeNull();
    expect(await rewrittenTo('/nos-actualites?page=3')).toBeNull();
    expect(await rewrittenTo('/nos-actualites?page=4')).toBe('/_introuvable');
    expect(await rewrittenTo('/nos-actualites?page=99')).toBe('/_introuvable');
    expect(await rewrittenTo('/nos-actualites?page=abc')).toBe('/_introuvable');
    expect(await rewrittenTo('/nos-actualites?tag=emploi&page=2')).toBe('/_introuvable');
    expect(countPosts).toHaveBeenCalledWith({ tag: 'emploi', category: undefined });
  });
});
