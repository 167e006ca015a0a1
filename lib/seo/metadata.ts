// Every page's metadata comes from `pageMetadata`: Next merges it into the layout's shallowly, so a page's own
// `openGraph` would lose the site name, locale and image. The site-wide Open Graph and Twitter values are merged here.
import type { Metadata } from 'next';
import type { ServiceContent } from '@/lib/content/services';
import { PAGES, pageIn, servicePath } from '@/lib/paths';
import { DEFAULT_EDITION, EDITION_INFO, type Edition } from '@/lib/editions';
import { editionAlternates, inEveryEdition, type EditionPaths } from './alternates';
import { textsOf } from '@/lib/i18n';
import { site } from '@/lib/site';

/** The site's default share picture (app/opengraph-image.tsx), for pages without one of their own. */
export type ShareImage = { url: string; width: number; height: number; alt: string; type: string };

export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${site.name} — ${site.legalName}`,
  type: 'image/png',
};

export type PageMetadataInput = {
  /** The page's edition (pageEdition()); French until every page passes its own. */
  edition?: Edition;
  /** The page's own title; the layout adds ' | ADIVE'. `{ absolute }` is used as it is. */
  title: string | { absolute: string };
  description: string;
  /** The canonical French path of the page (aliases give the path of the page they repeat), written in `edition` here. */
  path: string;
  type?: 'website' | 'article';
  /** ISO date of an article's publication. */
  publishedTime?: string;
  /** Keep the page out of search results (links are still followed). */
  noindex?: boolean;
  /**
   * The page's path in each edition it is written in, its hreflang set: `path` in every published edition for the
   * site's own pages; a CMS item's own slug per locale, French only for one not yet translated. Shown in an edition
   * it is not written in, the page is kept out of search results.
   */
  editionPaths?: EditionPaths;
  /**
   * The page's folder has its own opengraph-image and twitter-image files. Otherwise the default picture is named
   * here, since a page's own `openGraph` replaces the layout's, picture included.
   */
  ownShareImage?: boolean;
  /** Another folder's picture, for pages that share one without being in its folder (the later pages of a list). */
  shareImage?: ShareImage;
};

/** A page kept out of search results whose links may still be followed (login, filtered lists, not-found). */
export const NOT_INDEXED = { index: false, follow: true } as const;

export function pageMetadata({
  edition = DEFAULT_EDITION,
  title,
  description,
  path,
  type = 'website',
  publishedTime,
  noindex = false,
  editionPaths,
  ownShareImage = false,
  shareImage = DEFAULT_SHARE_IMAGE,
}: PageMetadataInput): Metadata {
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  const images = ownShareImage ? undefined : [shareImage];
  const address = pageIn(edition, path);
  const written = editionPaths ?? inEveryEdition(path);
  const indexed = !noindex && written[edition] !== undefined;
  const otherLocales = (Object.keys(written) as Edition[]).filter((other) => other !== edition).map((other) => EDITION_INFO[other].ogLocale);
  return {
    title,
    description,
    // A page kept out of the index names no alternates: hreflang would point crawlers back at it.
    alternates: { canonical: address, ...(indexed ? { languages: editionAlternates(written) } : {}) },
    ...(indexed ? {} : { robots: NOT_INDEXED }),
    openGraph: {
      type,
      locale: EDITION_INFO[edition].ogLocale,
      ...(indexed && otherLocales.length > 0 ? { alternateLocale: otherLocales } : {}),
      siteName: site.name,
      url: address,
      title: plainTitle,
      description,
      ...(images ? { images } : {}),
      ...(type === 'article' && publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: plainTitle, description, ...(images ? { images } : {}) },
  };
}

// Pages with more than one route (aliases) or one layout for several routes.

/** / and /accueil in `edition` (same page; / is the canonical address). */
export function homeMetadata(edition: Edition): Metadata {
  const { title, description } = textsOf(edition).home.metadata;
  return pageMetadata({ edition, title: { absolute: title }, description, path: PAGES.home });
}

/** A /services/... page, its content in `edition` (serviceOf(slug, edition)). */
export function serviceMetadata(service: ServiceContent, edition: Edition = DEFAULT_EDITION): Metadata {
  return pageMetadata({ edition, title: service.title, description: service.description, path: servicePath(service.slug) });
}
