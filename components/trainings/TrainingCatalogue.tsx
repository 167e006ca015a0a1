import { Building2, Icon, Laptop, Sparkles } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import type { CmsResult, Training } from '@/lib/cms';
import { TrainingCard } from './TrainingCard';

export const CATALOGUE_HEADING = 'Quelques formations programmées Disponibles pour tous !!!.';

const OFFERS = [
  {
    icon: { Building2 },
    title: 'Formations inter-entreprises',
    text: "Des sessions programmées à Ouagadougou et à Bobo-Dioulasso, où vos collaborateurs se forment aux côtés de professionnels d'autres entreprises.",
  },
  {
    icon: { Laptop },
    title: 'E-learning ou classe virtuelle',
    text: "Suivez nos formations depuis chez vous ou votre bureau, en direct avec le formateur ou à votre rythme, avec le même suivi et la même attestation.",
  },
];

/** Training catalogue, shared by /nos-formations and /services/trainings, with the trainings its route read. */
export function TrainingCatalogue({ path, trainings: result }: { path: string; trainings: CmsResult<Training[]> }) {
  return (
    <>
      <Breadcrumb title="Nos formations" trail="Formations" />
      <section aria-labelledby="offres-formation" className="bg-ink-50">
        <div className="container-page grid gap-8 py-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand-700 shadow-sm">
              <Icon of={{ Sparkles }} aria-hidden className="size-4" />
              Formations personnalisées
            </p>
            <h2 id="offres-formation" className="mt-4 text-2xl font-extrabold md:text-3xl">
              Des formations adaptées à vos besoins, <span className="text-brand-gradient">à suivre même depuis chez vous</span>
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-600">
              Chaque programme est personnalisé selon vos objectifs, votre secteur et le niveau de vos équipes. Deux formules
              s&apos;offrent à vous :
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {OFFERS.map((offer) => (
              <li key={offer.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <span className="bg-brand-gradient inline-flex size-11 items-center justify-center rounded-xl text-white">
                  <Icon of={offer.icon} aria-hidden className="size-5" />
                </span>
                <h3 className="mt-3 font-bold">{offer.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{offer.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="formations-programmees" className="container-page py-12">
        <h2 id="formations-programmees" className="text-2xl font-extrabold md:text-3xl">
          {CATALOGUE_HEADING}
        </h2>
        <div className="mt-8">
          {!result.ok ? (
            <CmsUnavailable retryHref={path} />
          ) : result.data.length === 0 ? (
            <EmptyState>Aucune formation n&apos;est programmée pour le moment.</EmptyState>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="training-list">
              {result.data.map((training, index) => (
                <li key={training.id}>
                  <TrainingCard training={training} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
