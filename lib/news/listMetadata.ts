// The metadata of the news list's pages (/nos-actualites and its [...filtre] pages), in the page's edition.
import type { Metadata } from 'next';
import { getNewsPosts } from '@/lib/cms';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { editionTexts } from '@/lib/i18n/edition';
import { filterNewsPosts, newsPageHref, type NewsQuery } from './list';
import { DEFAULT_SHARE_IMAGE, pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

/**
 * The list's picture (app/[edition]/nos-actualites/opengraph-image.tsx), for its pages in the [...filtre] folder: at
 * its route's address in another edition (/en/nos-actualites/opengraph-image, as the proxy lets share pictures
 * through), at the French page's address in French.
 */
function newsShareImage(edition: Edition, alt: string) {
  const folder = edition === DEFAULT_EDITION ? PAGES.news : `/${edition}${PAGES.news}`;
  return { ...DEFAULT_SHARE_IMAGE, url: `${folder}/opengraph-image`, alt };
}

/** Title, description and canonical address of a page of the news list. */
export async function newsListMetadata(query: NewsQuery): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const t = texts.news.list;
  const filtered = Boolean(query.tag || query.category);
  if (!filtered && query.page === 1) {
    return pageMetadata({ edition, title: t.title, description: t.description, path: PAGES.news, ownShareImage: true });
  }
  const result = filtered ? await getNewsPosts(edition) : null;
  const filterName = result?.ok ? filterNewsPosts(result.data, query).filterName : null;
  const title = [filterName ? t.filteredTitle(filterName) : t.title, query.page > 1 ? t.pageTitle(query.page) : '']
    .filter(Boolean)
    .join(' — ');
  const description = filterName ? t.filteredDescription(filterName) : t.description;
  return pageMetadata({
    edition,
    title,
    description,
    path: newsPageHref(query, query.page),
    shareImage: newsShareImage(edition, texts.news.share.listAlt),
  });
}
