// Every page's metadata comes from `pageMetadata`. Next merges a page's metadata into the layout's shallowly: a page
// that sets its own `openGraph` object loses the layout's site name, locale and image. So the site-wide Open Graph
// and Twitter values are merged here, into each page's own.
import type { Metadata } from 'next';
import type { Media } from '@/lib/cms';
import { servicePath, type ServiceContent } from '@/lib/content/services';
import { site } from '@/lib/site';

/** An image for link previews: absolute or site-relative URL (made absolute on SITE_URL by Next). */
export type ShareImage = { url: string; width?: number; height?: number; alt: string; type?: string };

/** The site's default share image (app/opengraph-image.tsx), for pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${site.name} — ${site.legalName}`,
  type: 'image/png',
};

export type PageMetadataInput = {
  /** The page's own title; the layout adds ' | ADIVE'. `{ absolute }` is used as it is. */
  title: string | { absolute: string };
  description: string;
  /** The canonical path of the page (aliases give the path of the page they repeat). */
  path: string;
  /** A CMS image or a share image; the default share image when absent. */
  image?: Media | ShareImage | null;
  type?: 'website' | 'article';
  /** ISO date of an article's publication. */
  publishedTime?: string;
  /** Keep the page out of search results (links are still followed). */
  noindex?: boolean;
};

function shareImage(image: Media | ShareImage | null | undefined, title: string): ShareImage {
  if (!image) return DEFAULT_SHARE_IMAGE;
  return {
    url: image.url,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    alt: image.alt || title,
    ...('type' in image && image.type ? { type: image.type } : {}),
  };
}

export function pageMetadata({ title, description, path, image, type = 'website', publishedTime, noindex = false }: PageMetadataInput): Metadata {
  const plainTitle = typeof title === 'string' ? title : title.absolute;
  const images = [shareImage(image, plainTitle)];
  return {
    title,
    description,
    alternates: { canonical: path },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type,
      locale: 'fr_FR',
      siteName: site.name,
      url: path,
      title: plainTitle,
      description,
      images,
      ...(type === 'article' && publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: plainTitle, description, images },
  };
}

// Pages with more than one route (aliases) or one layout for several routes.

/** / and /accueil (same page; / is the canonical address). */
export const homeMetadata: Metadata = pageMetadata({
  title: { absolute: `${site.name} — ${site.legalName} | Conseil, formation et recrutement au Burkina Faso` },
  description: site.description,
  path: '/',
});

/** /nos-formations and /services/trainings (same catalogue; /nos-formations is canonical). */
export const trainingCatalogueMetadata: Metadata = pageMetadata({
  title: 'Nos formations',
  description:
    'Formations professionnelles programmées par ADIVE : inter-entreprises, e-learning et classes virtuelles, au Burkina Faso et en ligne.',
  path: '/nos-formations',
});

/** A /services/... page. */
export function serviceMetadata(service: ServiceContent): Metadata {
  return pageMetadata({ title: service.title, description: service.description, path: servicePath(service.slug) });
}
