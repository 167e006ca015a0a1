import { trainingShareImage } from '@/components/share/itemImages';
import { getTrainings } from '@/lib/cms';

// The picture of this item's page when it is shared (Open Graph); twitter-image.tsx is the same picture.
export const alt = 'Formation ADIVE';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Drawn at build time for every item, later for a new one on its first request, then kept until the item changes.
export async function generateStaticParams() {
  const result = await getTrainings();
  return result.ok ? result.data.map((item) => ({ slug: item.slug })) : [];
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return trainingShareImage((await params).slug);
}
