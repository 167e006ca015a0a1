import { shareImage } from '@/components/share/shareImage';
import { DEFAULT_EDITION, isEdition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { editionStaticParams } from '@/lib/i18n/edition';

// The picture of this list page when it is shared (Open Graph); twitter-image.tsx is the same picture. `alt` is a
// static export, in French (the pages' metadata name the picture with its alt in their edition: lib/news/listMetadata.ts).
export const alt = textsOf(DEFAULT_EDITION).news.share.listAlt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
// One picture per published edition, drawn at build time (a share picture does not take its layout's params).
export const generateStaticParams = editionStaticParams;

export default async function Image({ params }: { params: Promise<{ edition: string }> }) {
  const { edition } = await params;
  const texts = textsOf(isEdition(edition) ? edition : DEFAULT_EDITION).news.share;
  return shareImage({ kind: texts.listKind, title: texts.listTitle });
}
