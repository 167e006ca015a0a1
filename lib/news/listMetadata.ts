// The metadata of the news list's pages (/nos-actualites and its [...filtre] pages).
import type { Metadata } from 'next';
import { getNewsPosts } from '@/lib/cms';
import { filterNewsPosts, newsPageHref, type NewsQuery } from './list';
import { DEFAULT_SHARE_IMAGE, pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

const DESCRIPTION =
  "Les actualités d'ADIVE : formations, emploi, digital, études et conseils pour les entreprises du Burkina Faso.";

/** The alternative text of the list's share picture (app/nos-actualites/opengraph-image.tsx). */
export const NEWS_SHARE_ALT = "Les actualités d'ADIVE";

/** The list's picture, for its pages in the [...filtre] folder. */
const NEWS_SHARE_IMAGE = { ...DEFAULT_SHARE_IMAGE, url: `${PAGES.news}/opengraph-image`, alt: NEWS_SHARE_ALT };

/** Title, description and canonical address of a page of the news list. */
export async function newsListMetadata(query: NewsQuery): Promise<Metadata> {
  const filtered = Boolean(query.tag || query.category);
  if (!filtered && query.page === 1) {
    return pageMetadata({ title: 'Actualités', description: DESCRIPTION, path: PAGES.news, ownShareImage: true });
  }
  const result = filtered ? await getNewsPosts() : null;
  const filterName = result?.ok ? filterNewsPosts(result.data, query).filterName : null;
  const title = [filterName ? `Actualités : ${filterName}` : 'Actualités', query.page > 1 ? `page ${query.page}` : '']
    .filter(Boolean)
    .join(' — ');
  const description = filterName ? `Les actualités d'ADIVE sur le thème « ${filterName} ».` : DESCRIPTION;
  return pageMetadata({ title, description, path: newsPageHref(query, query.page), shareImage: NEWS_SHARE_IMAGE });
}
