import type { Post } from '@/lib/cms';
import { filterPosts, NEWS_PAGE_SIZE, newsPageHref, pageCount, readNewsQuery } from './news';

function post(id: number, tags: string[], categories: string[]): Post {
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

describe('readNewsQuery', () => {
  it('defaults to page 1 without filter', () => {
    expect(readNewsQuery({})).toEqual({ page: 1, tag: '', category: '' });
  });
  it('reads the page, the tag and the category', () => {
    expect(readNewsQuery({ page: '2', tag: 'emploi', categorie: ['digital', 'x'] })).toEqual({ page: 2, tag: 'emploi', category: 'digital' });
  });
  it.each(['0', '-1', 'abc', '1.5', '02', '999999'])('refuses page %j', (page) => {
    expect(readNewsQuery({ page })).toBeNull();
  });
});

describe('filterPosts', () => {
  const posts = [post(1, ['a'], ['x']), post(2, ['b'], ['y']), post(3, ['a', 'b'], ['y'])];
  it('keeps every post without filter', () => {
    expect(filterPosts(posts, { page: 1, tag: '', category: '' }).posts).toHaveLength(3);
  });
  it('filters on a tag and names it', () => {
    const result = filterPosts(posts, { page: 1, tag: 'a', category: '' });
    expect(result.posts.map((p) => p.id)).toEqual([1, 3]);
    expect(result.filterName).toBe('A');
  });
  it('filters on a category', () => {
    expect(filterPosts(posts, { page: 1, tag: '', category: 'y' }).posts.map((p) => p.id)).toEqual([2, 3]);
  });
  it('selects nothing for an unknown tag', () => {
    expect(filterPosts(posts, { page: 1, tag: 'zzz', category: '' }).posts).toEqual([]);
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
    expect(newsPageHref({ tag: '', category: '' }, 2)).toBe('/nos-actualites?page=2');
    expect(newsPageHref({ tag: 'a b', category: '' }, 3)).toBe('/nos-actualites?tag=a+b&page=3');
    expect(newsPageHref({ tag: '', category: 'digital' }, 1)).toBe('/nos-actualites?categorie=digital');
  });
});
