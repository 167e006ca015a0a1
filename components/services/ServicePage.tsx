import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import type { ServiceContent } from '@/lib/content/services';
import { ActionLinks } from '@/components/ui/ActionLinks';
import { CtaBand } from '@/components/ui/CtaBand';
import { HighlightsCard } from './HighlightsCard';
import { IconCardGrid } from '@/components/ui/IconCardGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { PAGES } from '@/lib/paths';
import { editionTexts } from '@/lib/i18n/edition';

/**
 * Layout of a /services/... page: banner, the service's text beside its selling points, what it offers,
 * page-specific sections (`children`, after the offers) and the closing call to action.
 */
export async function ServicePage({
  service,
  children,
  cta,
}: {
  service: ServiceContent;
  children?: ReactNode;
  /** Replaces the default closing call to action (e.g. with links built on the page). */
  cta?: ReactNode;
}) {
  const { texts } = await editionTexts();
  return (
    <>
      <Breadcrumb
        title={service.title}
        intro={service.intro}
        trail={[{ label: texts.services.catalogue.crumb, href: PAGES.services }, { label: service.crumb }]}
      />
      <section className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start lg:gap-16">
        <div>
          <SectionHeading eyebrow={service.title} title={service.heading} />
          <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700 md:text-lg">
            {service.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {service.cta.actions.length > 0 ? (
            <div className="mt-8">
              <ActionLinks actions={service.cta.actions} />
            </div>
          ) : null}
        </div>
        <HighlightsCard icon={service.icon} title={texts.services.highlightsTitle} points={service.highlights} />
      </section>
      {service.offerings.length > 0 ? (
        <section className="bg-ink-50 py-12 md:py-16" aria-labelledby="offres">
          <div className="container-page">
            <SectionHeading id="offres" eyebrow={texts.services.offeringsEyebrow} title={service.offeringsHeading} />
            <div className="mt-8 md:mt-10">
              <IconCardGrid cards={service.offerings} hover />
            </div>
          </div>
        </section>
      ) : null}
      {children}
      {cta ?? <CtaBand heading={service.cta.heading} text={service.cta.text} actions={service.cta.actions} />}
    </>
  );
}
