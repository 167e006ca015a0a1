import { jobShareImage } from '@/components/share/itemImages';
import { getJobBySlug } from '@/lib/cms';
import { DEFAULT_EDITION, isEdition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { itemStaticParams } from '@/lib/items/staticParams';
import { staticEdition } from '@/lib/items/editions';

// The picture of this item's page when it is shared (Open Graph); twitter-image.tsx is the same picture. `alt` is a
// static export: French.
export const alt = textsOf(DEFAULT_EDITION).share.job.alt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Drawn at build time for every item, later for a new one on its first request, then kept until the item changes.
export const generateStaticParams = ({ params }: { params?: { edition?: string } }) => itemStaticParams('job', staticEdition(params));

export default async function Image({ params }: { params: Promise<{ edition: string; slug: string }> }) {
  const { edition, slug } = await params;
  const shown = isEdition(edition) ? edition : DEFAULT_EDITION;
  const result = await getJobBySlug(slug, { edition: shown });
  return jobShareImage(result.ok ? result.data : null, shown);
}
