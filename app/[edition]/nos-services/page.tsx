import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Icon, MessageSquareText } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CtaBand } from '@/components/ui/CtaBand';
import { ProcessSteps } from '@/components/services/ProcessSteps';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ServiceCard } from '@/components/services/ServiceCard';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { serviceCardsOf, workProcessOf } from '@/lib/content/services';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, servicePath } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const words = texts.services.catalogue;
  return pageMetadata({ edition, title: words.title, description: words.description, path: PAGES.services });
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const words = texts.services.catalogue;
  const process = workProcessOf(edition);
  return (
    <>
      <Breadcrumb title={words.title} trail={words.crumb} intro={words.intro} />
      <section aria-labelledby="services" className="container-page py-12 md:py-16">
        <SectionHeading id="services" eyebrow={words.eyebrow} title={words.heading} lead={words.lead} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 md:gap-6 xl:grid-cols-4">
          {serviceCardsOf(edition).map((service) => (
            <li key={service.slug}>
              <ServiceCard href={servicePath(service.slug)} icon={service.icon} title={service.title} text={service.cardText} />
            </li>
          ))}
          <li>
            <div className="flex h-full flex-col rounded-2xl bg-ink-900 p-6 text-white">
              <Icon of={{ MessageSquareText }} aria-hidden className="size-10 text-brand-400" />
              <h3 className="mt-5 text-lg font-bold text-white">{words.customTitle}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-200">{words.customText}</p>
              <PageLink page={quoteRequestHref()} className="btn btn-primary mt-5 text-sm">
                {texts.services.requestQuote}
                <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
              </PageLink>
            </div>
          </li>
        </ul>
      </section>
      <section aria-labelledby="processus" className="bg-ink-50 py-12 md:py-16">
        <div className="container-page">
          <SectionHeading
            id="processus"
            eyebrow={words.processEyebrow}
            title={words.processTitle(process.length)}
            lead={words.processLead}
            align="center"
          />
          <div className="mt-10">
            <ProcessSteps steps={process} />
          </div>
        </div>
      </section>
      <CtaBand
        heading={words.ctaHeading}
        text={words.ctaText}
        actions={[
          { label: texts.services.requestQuote, href: quoteRequestHref(), primary: true },
          { label: texts.services.contactUs, href: PAGES.contact },
        ]}
      />
    </>
  );
}
