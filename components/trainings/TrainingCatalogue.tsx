import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { getTrainings } from '@/lib/cms';

/** Metadata of /nos-formations and /services/trainings (same catalogue; /nos-formations is canonical). */
export const trainingCatalogueMetadata: Metadata = {
  title: 'Nos formations',
  description:
    'Formations professionnelles programmées par ADIVE : inter-entreprises, e-learning et classes virtuelles, au Burkina Faso et en ligne.',
  alternates: { canonical: '/nos-formations' },
};

/** Training catalogue, shared by /nos-formations and /services/trainings. */
export async function TrainingCatalogue({ path }: { path: string }) {
  const result = await getTrainings();
  return (
    <>
      <Breadcrumb title="Nos formations" trail="Formations" />
      <section className="container-page py-12">
        <h2 className="text-2xl font-bold md:text-3xl">Quelques formations programmées Disponibles pour tous !!!.</h2>
        <div className="mt-8">
          {!result.ok ? (
            <CmsUnavailable retryHref={path} />
          ) : result.data.length === 0 ? (
            <EmptyState>Aucune formation n&apos;est programmée pour le moment.</EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {result.data.map((training) => (
                <li key={training.id} className="rounded-2xl border border-ink-100 p-5">
                  <Link href={`/formations/${training.slug}`} className="font-semibold hover:text-brand-700">
                    {training.theme}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
