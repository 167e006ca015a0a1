import { shareImage } from '@/components/share/shareImage';
import { DEFAULT_EDITION, isEdition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { editionStaticParams } from '@/lib/i18n/edition';

// The picture of this list page when it is shared (Open Graph); twitter-image.tsx is the same picture. `alt` is a
// static export: French.
export const alt = textsOf(DEFAULT_EDITION).requests.shopPage.shareAlt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
// One picture per published edition, drawn at build time (a share picture does not take its layout's params).
export const generateStaticParams = editionStaticParams;

export default async function Image({ params }: { params: Promise<{ edition: string }> }) {
  const { edition } = await params;
  const words = textsOf(isEdition(edition) ? edition : DEFAULT_EDITION).requests.shopPage;
  return shareImage({ kind: words.title, title: words.booksHeading });
}
