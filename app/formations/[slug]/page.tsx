import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { CmsUnavailablePage } from '@/components/ui/CmsUnavailable';
import { getTrainingBySlug, getTrainings } from '@/lib/cms';
import { truncate } from '@/lib/format';

export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const result = await getTrainings();
  return result.ok ? result.data.map((training) => ({ slug: training.slug })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const result = await getTrainingBySlug(slug);
  if (!result.ok || !result.data) return { title: 'Formation' };
  const training = result.data;
  return {
    title: training.theme,
    description: truncate(training.description, 155),
    alternates: { canonical: `/formations/${training.slug}` },
  };
}

// No loading.tsx in this segment: the 404 must be decided before anything streams.
export default async function Page({ params }: Props) {
  const { slug } = await params;
  const result = await getTrainingBySlug(slug);
  if (!result.ok) {
    return <CmsUnavailablePage title="Formation" trail={[{ label: 'Formations', href: '/nos-formations' }]} retryHref={`/formations/${slug}`} />;
  }
  const training = result.data;
  if (!training) notFound();
  return (
    <>
      <Breadcrumb title={training.theme} trail={[{ label: 'Formations', href: '/nos-formations' }, { label: training.theme }]} />
      <section className="container-page py-12">
        <p className="max-w-3xl text-lg leading-relaxed text-ink-600">{training.description}</p>
      </section>
    </>
  );
}
