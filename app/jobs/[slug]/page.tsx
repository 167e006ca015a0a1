import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { CmsUnavailablePage } from '@/components/ui/CmsUnavailable';
import { getJobBySlug, getJobs } from '@/lib/cms';
import { excerpt } from '@/lib/format';

export const revalidate = 60;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const result = await getJobs();
  return result.ok ? result.data.map((job) => ({ slug: job.slug })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const result = await getJobBySlug(slug);
  if (!result.ok || !result.data) return { title: "Offre d'emploi" };
  const job = result.data;
  return {
    title: job.title,
    description: excerpt(job.description, 155),
    alternates: { canonical: `/jobs/${job.slug}` },
  };
}

// No loading.tsx in this segment: the 404 must be decided before anything streams.
export default async function Page({ params }: Props) {
  const { slug } = await params;
  const result = await getJobBySlug(slug);
  if (!result.ok) {
    return <CmsUnavailablePage title={"Offre d'emploi"} trail={[{ label: 'Emplois', href: '/nos-offres-emplois' }]} retryHref={`/jobs/${slug}`} />;
  }
  const job = result.data;
  if (!job) notFound();
  return (
    <>
      <Breadcrumb title={job.title} trail={[{ label: 'Emplois', href: '/nos-offres-emplois' }, { label: job.title }]} />
      <section className="container-page py-12">
        <dl className="grid max-w-xl grid-cols-2 gap-2 text-sm">
          {job.company ? (
            <>
              <dt className="font-semibold">Entreprise</dt>
              <dd>{job.company}</dd>
            </>
          ) : null}
          {job.country ? (
            <>
              <dt className="font-semibold">Pays</dt>
              <dd>{job.country}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}
