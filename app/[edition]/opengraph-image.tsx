import { shareImage } from '@/components/share/shareImage';
import { DEFAULT_EDITION, isEdition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { editionStaticParams } from '@/lib/i18n/edition';

// The site's picture when a page without one of its own is shared (Open Graph); twitter-image.tsx is the same. `alt`
// is a static export: French.
export const alt = textsOf(DEFAULT_EDITION).share.site.alt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
// One picture per published edition, drawn at build time (a share picture does not take its layout's params).
export const generateStaticParams = editionStaticParams;

export default async function Image({ params }: { params: Promise<{ edition: string }> }) {
  const { edition } = await params;
  const texts = textsOf(isEdition(edition) ? edition : DEFAULT_EDITION).share.site;
  return shareImage({ kind: texts.kind, title: texts.title });
}
