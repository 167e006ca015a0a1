// The news list: its query (?page, ?tag, ?categorie), filters and pages. Pure functions (page, proxy, tests).
import type { Post } from '@/lib/cms';

/** The news list's address. */
export const NEWS_PATH = '/nos-actualites';

/** Posts per page of the news list. */
export const NEWS_PAGE_SIZE = 9;

export type NewsQuery = { page: number; tag: string; category: string };

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Reads ?page, ?tag and ?categorie; null when the page number is not a positive integer. */
export function readNewsQuery(params: SearchParams): NewsQuery | null {
  const rawPage = single(params.page);
  if (rawPage && !/^[1-9]\d{0,4}$/.test(rawPage)) return null;
  return { page: rawPage ? Number(rawPage) : 1, tag: single(params.tag), category: single(params.categorie) };
}

/** The posts the query selects (tag, then category) and the name of the filter, if any. */
export function filterPosts(posts: Post[], query: NewsQuery): { posts: Post[]; filterName: string | null } {
  if (query.tag) {
    const name = posts.flatMap((post) => post.tags).find((tag) => tag.slug === query.tag)?.name ?? null;
    return { posts: posts.filter((post) => post.tags.some((tag) => tag.slug === query.tag)), filterName: name ?? query.tag };
  }
  if (query.category) {
    const name = posts.flatMap((post) => post.categories).find((c) => c.slug === query.category)?.name ?? null;
    return {
      posts: posts.filter((post) => post.categories.some((category) => category.slug === query.category)),
      filterName: name ?? query.category,
    };
  }
  return { posts, filterName: null };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
}

/** URL of a page of the list, keeping the filter; page 1 has no ?page. */
export function newsPageHref(query: Pick<NewsQuery, 'tag' | 'category'>, page: number): string {
  const params = new URLSearchParams();
  if (query.tag) params.set('tag', query.tag);
  else if (query.category) params.set('categorie', query.category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${NEWS_PATH}?${search}` : NEWS_PATH;
}
