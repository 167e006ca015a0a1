// Open Graph / Twitter metadata of the detail pages: the item's own CMS image.
import type { Metadata } from 'next';
import type { Media } from '@/lib/cms';
import { site } from '@/lib/site';

export function socialMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  publishedTime,
}: {
  title: string;
  description: string;
  path: string;
  image: Media | null;
  type?: 'website' | 'article';
  publishedTime?: string;
}): Metadata {
  const images = image
    ? [{ url: image.url, ...(image.width ? { width: image.width } : {}), ...(image.height ? { height: image.height } : {}), alt: image.alt || title }]
    : undefined;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      locale: 'fr_FR',
      siteName: site.name,
      url: path,
      title,
      description,
      ...(images ? { images } : {}),
      ...(type === 'article' && publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, ...(images ? { images: images.map((i) => i.url) } : {}) },
  };
}
