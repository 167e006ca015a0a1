import type { NewsPost } from '@/lib/cms';
import { filterNewsPosts, NEWS_PAGE_SIZE, newsFilterHref, newsPageHref, newsPageSegments, pageCount, readFormerNewsQuery, readNewsPath, readNewsSegments } from './list';

function post(id: number, tags: string[], categories: string[]): NewsPost {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    content: '',
    publishedAt: '',
    updatedAt: '',
    image: null,
    tags: tags.map((slug, i) => ({ id: i, slug, name: slug.toUpperCase() })),
    categories: categories.map((slug, i) => ({ id: i, slug, name: slug.toUpperCase() })),
  };
}

describe('readFormerNewsQuery', () => {
  it('defaults to page 1 without filter', () => {
    expect(readFormerNewsQuery({})).toEqual({ page: 1, tag: '', category: '' });
  });
  it('reads the page, the tag and the category', () => {
    expect(readFormerNewsQuery({ page: '2', tag: 'emploi', categorie: ['digital', 'x'] })).toEqual({ page: 2, tag: 'emploi', category: 'digital' });
  });
  it.each(['0', '-1', 'abc', '1.5', '02', '999999'])('refuses page %j', (page) => {
    expect(readFormerNewsQuery({ page })).toBeNull();
  });
});

describe('readNewsSegments and readNewsPath', () => {
  it('reads every address of the list', () => {
    expect(readNewsPath('/nos-actualites')).toEqual({ page: 1, tag: '', category: '' });
    expect(readNewsSegments(['page', '3'])).toEqual({ page: 3, tag: '', category: '' });
    expect(readNewsSegments(['tag', 'emploi'])).toEqual({ page: 1, tag: 'emploi', category: '' });
    expect(readNewsSegments(['categorie', 'digital', 'page', '2'])).toEqual({ page: 2, tag: '', category: 'digital' });
    expect(readNewsPath('/nos-actualites/tag/emploi/page/2/')).toEqual({ page: 2, tag: 'emploi', category: '' });
  });
  it.each([
    ['page'],
    ['page', '0'],
    ['page', '02'],
    ['page', '2', 'x'],
    ['tag'],
    ['tag', '<script>'],
    ['tag', 'a b'],
    ['tag', 'a', 'categorie', 'b'],
    ['categorie', 'digital', 'page'],
    ['auteur', 'x'],
    [''],
  ])('refuses %j', (...segments) => {
    expect(readNewsSegments(segments)).toBeNull();
  });
  it('is null for other paths and malformed escapes', () => {
    expect(readNewsPath('/nos-actualitesx')).toBeNull();
    expect(readNewsPath('/faq')).toBeNull();
    expect(readNewsPath('/nos-actualites/tag/%E0%A4%A')).toBeNull();
  });
  it('reads back every address newsPageHref writes', () => {
    for (const query of [{ page: 1, tag: '', category: '' }, { page: 4, tag: 'emploi', category: '' }, { page: 2, tag: '', category: 'digital' }]) {
      expect(readNewsPath(newsPageHref(query, query.page))).toEqual(query);
    }
  });
});

describe('filterNewsPosts', () => {
  const posts = [post(1, ['a'], ['x']), post(2, ['b'], ['y']), post(3, ['a', 'b'], ['y'])];
  it('keeps every post without filter', () => {
    expect(filterNewsPosts(posts, { page: 1, tag: '', category: '' }).posts).toHaveLength(3);
  });
  it('filters on a tag and names it', () => {
    const result = filterNewsPosts(posts, { page: 1, tag: 'a', category: '' });
    expect(result.posts.map((p) => p.id)).toEqual([1, 3]);
    expect(result.filterName).toBe('A');
  });
  it('filters on a category', () => {
    expect(filterNewsPosts(posts, { page: 1, tag: '', category: 'y' }).posts.map((p) => p.id)).toEqual([2, 3]);
  });
  it('selects nothing for an unknown tag', () => {
    expect(filterNewsPosts(posts, { page: 1, tag: 'zzz', category: '' }).posts).toEqual([]);
  });
});

describe('pagination', () => {
  it('counts pages of NEWS_PAGE_SIZE, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(NEWS_PAGE_SIZE)).toBe(1);
    expect(pageCount(NEWS_PAGE_SIZE + 1)).toBe(2);
  });
  it('builds crawlable page links that keep the filter', () => {
    expect(newsPageHref({ tag: '', category: '' }, 1)).toBe('/nos-actualites');
    expect(newsPageHref({ tag: '', category: '' }, 2)).toBe('/nos-actualites/page/2');
    expect(newsPageHref({ tag: 'emploi', category: '' }, 3)).toBe('/nos-actualites/tag/emploi/page/3');
    expect(newsPageHref({ tag: '', category: 'digital' }, 1)).toBe('/nos-actualites/categorie/digital');
    expect(newsFilterHref('category', 'digital')).toBe('/nos-actualites/categorie/digital');
    expect(newsFilterHref('tag', 'emploi')).toBe('/nos-actualites/tag/emploi');
  });
});

describe('newsPageSegments', () => {
  it('lists the later pages of the list and every page of each tag and category, never the first page', () => {
    const posts = Array.from({ length: NEWS_PAGE_SIZE + 2 }, (_, i) => post(i + 1, i === 0 ? ['a', 'bad slug'] : ['b'], i < 2 ? ['x'] : []));
    expect(newsPageSegments(posts)).toEqual([
      ['page', '2'],
      ['tag', 'a'],
      ['categorie', 'x'],
      ['tag', 'b'],
      ['tag', 'b', 'page', '2'],
    ]);
  });
});
