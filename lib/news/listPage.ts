// What one page of the news list shows, read on the server for the list's routes.
import 'server-only';
import { getNewsPosts, type NewsPost } from '@/lib/cms';
import { pageEdition } from '@/lib/i18n/edition';
import { filterNewsPosts, NEWS_PAGE_SIZE, pageCount, type NewsQuery } from './list';

export type NewsPage = {
  /** False when the CMS could not be read (the page says so in French). */
  available: boolean;
  filterName: string | null;
  /** How many posts match the filter, on every page. */
  matching: number;
  posts: NewsPost[];
  pages: number;
};

/** The page `query.page` of the list, or null when it does not exist (the route answers 404). */
export async function readNewsPage(query: NewsQuery): Promise<NewsPage | null> {
  const result = await getNewsPosts(await pageEdition());
  const selection = result.ok ? filterNewsPosts(result.data, query) : null;
  const pages = selection ? pageCount(selection.posts.length) : 1;
  if (query.page > pages) return null;
  return {
    available: result.ok,
    filterName: selection?.filterName ?? null,
    matching: selection?.posts.length ?? 0,
    posts: selection ? selection.posts.slice((query.page - 1) * NEWS_PAGE_SIZE, query.page * NEWS_PAGE_SIZE) : [],
    pages,
  };
}
