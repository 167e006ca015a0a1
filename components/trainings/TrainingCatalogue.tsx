import type { Metadata } from 'next';
import { Building2, Icon, Laptop, Sparkles } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import type { CmsResult, Training } from '@/lib/cms';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, pageIn } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { TrainingCard } from './TrainingCard';

/** The two ways to follow a training, their words under the same keys in the edition's texts. */
const OFFERS = [
  { key: 'interCompany', icon: { Building2 } },
  { key: 'online', icon: { Laptop } },
] as const;

/** /nos-formations and /services/trainings in the page's edition (same catalogue; /nos-formations is canonical). */
export async function catalogueMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const { metaTitle, metaDescription } = texts.trainings.catalogue;
  return pageMetadata({ edition, title: metaTitle, description: metaDescription, path: PAGES.trainings, ownShareImage: true });
}

/**
 * Training catalogue in the page's edition, shared by /nos-formations and /services/trainings (`path`, its French
 * address), with the trainings its route read.
 */
export async function TrainingCatalogue({ path, trainings: result }: { path: string; trainings: CmsResult<Training[]> }) {
  const { edition, texts: all } = await editionTexts();
  const texts = all.trainings.catalogue;
  return (
    <>
      <Breadcrumb title={texts.title} trail={texts.crumb} />
      <section aria-labelledby="offres-formation" className="bg-ink-50">
        <div className="container-page grid gap-8 py-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand-700 shadow-sm">
              <Icon of={{ Sparkles }} aria-hidden className="size-4" />
              {texts.badge}
            </p>
            <h2 id="offres-formation" className="mt-4 text-2xl font-extrabold md:text-3xl">
              {texts.heading}
              <span className="text-brand-gradient">{texts.headingHighlight}</span>
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-600">{texts.intro}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {OFFERS.map(({ key, icon }) => (
              <li key={key} className="rounded-2xl bg-white p-5 shadow-sm">
                <span className="bg-brand-gradient inline-flex size-11 items-center justify-center rounded-xl text-white">
                  <Icon of={icon} aria-hidden className="size-5" />
                </span>
                <h3 className="mt-3 font-bold">{texts.offers[key].title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{texts.offers[key].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="formations-programmees" className="container-page py-12">
        <h2 id="formations-programmees" className="text-2xl font-extrabold md:text-3xl">
          {texts.scheduled}
        </h2>
        <div className="mt-8">
          {!result.ok ? (
            <CmsUnavailable retryHref={pageIn(edition, path)} />
          ) : result.data.length === 0 ? (
            <EmptyState>{texts.empty}</EmptyState>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="training-list">
              {result.data.map((training, index) => (
                <li key={training.id}>
                  <TrainingCard training={training} edition={edition} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
