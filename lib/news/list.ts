// The news list's addresses, filters and pages. Each page has a path of its own (/page/2, /tag/{slug}[/page/N],
// /categorie/{slug}[/page/N]) so it is cached like the rest: a page reading its query string would render on every
// request. The proxy redirects the former ?page=&tag= addresses for good.
import type { NewsPost } from '@/lib/cms';
import { isSlug, PAGES } from '@/lib/paths';

/** Posts per page of the news list. */
export const NEWS_PAGE_SIZE = 9;

/** How many recent posts the footer, the news sidebar and the home page show. */
export const RECENT_NEWS_COUNT = 3;

export type NewsQuery = { page: number; tag: string; category: string };

/** The first page of the list, without filter. */
export const ALL_NEWS: NewsQuery = { page: 1, tag: '', category: '' };

const FILTER_SEGMENT = { tag: 'tag', category: 'categorie' } as const;

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

const PAGE_NUMBER = /^[1-9]\d{0,4}$/;

/** The query parameters of the former list addresses. */
export const FORMER_NEWS_PARAMS: readonly string[] = ['page', 'tag', 'categorie'];

/** Whether an address of the former kind (?page, ?tag, ?categorie) is asked for. */
export function hasFormerNewsQuery(params: URLSearchParams): boolean {
  return FORMER_NEWS_PARAMS.some((name) => params.has(name));
}

/** Reads a former query address (?page, ?tag, ?categorie); null when the page number is not a positive integer. */
export function readFormerNewsQuery(params: SearchParams): NewsQuery | null {
  const rawPage = single(params.page);
  if (rawPage && !PAGE_NUMBER.test(rawPage)) return null;
  return { page: rawPage ? Number(rawPage) : 1, tag: single(params.tag), category: single(params.categorie) };
}

/**
 * The query named by the segments after /nos-actualites: [], [page, N], [tag|categorie, slug] or
 * [tag|categorie, slug, page, N]; null otherwise. `/page/1` reads as page 1 (the proxy redirects it to newsPageHref).
 */
export function readNewsSegments(segments: readonly string[]): NewsQuery | null {
  let rest = segments;
  let tag = '';
  let category = '';
  const [kind, slug] = rest;
  if (kind === FILTER_SEGMENT.tag || kind === FILTER_SEGMENT.category) {
    if (!slug || !isSlug(slug)) return null;
    if (kind === FILTER_SEGMENT.tag) tag = slug;
    else category = slug;
    rest = rest.slice(2);
  }
  if (rest.length === 0) return { page: 1, tag, category };
  const [pageWord, number, ...extra] = rest;
  if (pageWord !== 'page' || !number || !PAGE_NUMBER.test(number) || extra.length > 0) return null;
  return { page: Number(number), tag, category };
}

/** The query a path names, when it is the list or one of its pages (see readNewsSegments); null otherwise. */
export function readNewsPath(pathname: string): NewsQuery | null {
  if (pathname === PAGES.news) return ALL_NEWS;
  if (!pathname.startsWith(`${PAGES.news}/`)) return null;
  const segments = pathname.slice(PAGES.news.length + 1).replace(/\/$/, '').split('/');
  try {
    return readNewsSegments(segments.map((segment) => decodeURIComponent(segment)));
  } catch {
    return null;
  }
}

/** The posts the query selects (tag, then category) and the name of the filter, if any. */
export function filterNewsPosts(posts: NewsPost[], query: NewsQuery): { posts: NewsPost[]; filterName: string | null } {
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

/** The filter a query applies, if any: its tag first, as filterNewsPosts. */
export function newsFilter(query: Pick<NewsQuery, 'tag' | 'category'>): { kind: 'tag' | 'category'; slug: string } | null {
  if (query.tag) return { kind: 'tag', slug: query.tag };
  if (query.category) return { kind: 'category', slug: query.category };
  return null;
}

/** Address of a page of the list, keeping the filter; page 1 has no /page/1. */
export function newsPageHref(query: Pick<NewsQuery, 'tag' | 'category'>, page: number): string {
  const filter = newsFilter(query);
  const filterPath = filter ? `/${FILTER_SEGMENT[filter.kind]}/${encodeURIComponent(filter.slug)}` : '';
  return `${PAGES.news}${filterPath}${page > 1 ? `/page/${page}` : ''}`;
}

/** Address of the list filtered on a tag or a category (sidebar, article tags). */
export function newsFilterHref(kind: 'tag' | 'category', slug: string): string {
  return newsPageHref(kind === 'tag' ? { tag: slug, category: '' } : { tag: '', category: slug }, 1);
}

/**
 * Segments of every list page the posts make but the first: the whole list's later pages and every page of each tag
 * and category with a slug. Built ahead; any other is rendered at its first visit.
 */
export function newsPageSegments(posts: NewsPost[]): string[][] {
  const filters = new Map<string, NewsQuery>([['', ALL_NEWS]]);
  for (const post of posts) {
    for (const tag of post.tags) if (tag.slug && isSlug(tag.slug)) filters.set(`t:${tag.slug}`, { ...ALL_NEWS, tag: tag.slug });
    for (const category of post.categories) {
      if (category.slug && isSlug(category.slug)) filters.set(`c:${category.slug}`, { ...ALL_NEWS, category: category.slug });
    }
  }
  const segments: string[][] = [];
  for (const query of filters.values()) {
    const pages = pageCount(filterNewsPosts(posts, query).posts.length);
    for (let page = 1; page <= pages; page += 1) {
      const href = newsPageHref(query, page);
      if (href !== PAGES.news) segments.push(href.slice(PAGES.news.length + 1).split('/').map((s) => decodeURIComponent(s)));
    }
  }
  return segments;
}
