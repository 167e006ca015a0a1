import { trainingShareImage } from '@/components/share/itemImages';
import { getTrainingBySlug } from '@/lib/cms';
import { itemStaticParams } from '@/lib/items/staticParams';

// The picture of this item's page when it is shared (Open Graph); twitter-image.tsx is the same picture.
export const alt = 'Formation ADIVE';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Drawn at build time for every item, later for a new one on its first request, then kept until the item changes.
export const generateStaticParams = () => itemStaticParams('training');

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const result = await getTrainingBySlug((await params).slug);
  return trainingShareImage(result.ok ? result.data : null);
}
