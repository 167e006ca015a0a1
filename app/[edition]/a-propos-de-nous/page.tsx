import type { Metadata } from 'next';
import { AboutTabs } from '@/components/about/AboutTabs';
import { Pillars } from '@/components/about/Pillars';
import { SkillBars } from '@/components/about/SkillBars';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CtaBand } from '@/components/ui/CtaBand';
import { IconCardGrid } from '@/components/ui/IconCardGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StatsSection } from '@/components/services/StatsSection';
import { whyChooseUsOf } from '@/lib/content/company';
import { companyCountersOf } from '@/lib/content/counters';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { editionTexts } from '@/lib/i18n/edition';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, pageIn } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  return pageMetadata({ edition, title: texts.about.metadata.title, description: texts.about.metadata.description, path: PAGES.about });
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const words = texts.about.page;
  return (
    <>
      <Breadcrumb title={words.title} trail={words.trail} intro={words.intro} />
      <section aria-labelledby="qui-sommes-nous" className="bg-ink-50 py-12 md:py-16">
        <div className="container-page">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-end lg:gap-16">
            <SectionHeading id="qui-sommes-nous" eyebrow={words.whoWeAre.eyebrow} title={words.whoWeAre.title} lead={words.whoWeAre.lead} />
            <Pillars />
          </div>
          <div className="mt-10">
            <AboutTabs />
          </div>
        </div>
      </section>
      <section aria-labelledby="pourquoi" className="container-page py-12 md:py-16">
        <SectionHeading id="pourquoi" eyebrow={words.why.eyebrow} title={words.why.title} align="center" />
        <IconCardGrid cards={whyChooseUsOf(edition)} className="mt-10 grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3" />
      </section>
      <StatsSection id="chiffres" eyebrow={words.figures.eyebrow} title={words.figures.title} stats={companyCountersOf(edition)} />
      <section aria-labelledby="expertises" className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-2 lg:items-center lg:gap-16">
        <SectionHeading id="expertises" eyebrow={words.expertise.eyebrow} title={words.expertise.title} lead={words.expertise.lead} />
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-8">
          <SkillBars />
        </div>
      </section>
      <CtaBand
        heading={words.cta.heading}
        text={words.cta.text}
        actions={[
          { label: words.cta.contact, href: pageIn(edition, PAGES.contact), primary: true },
          { label: words.cta.quote, href: pageIn(edition, quoteRequestHref()) },
        ]}
      />
    </>
  );
}
