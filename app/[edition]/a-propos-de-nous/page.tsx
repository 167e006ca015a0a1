import type { Metadata } from 'next';
import { AboutTabs } from '@/components/about/AboutTabs';
import { Pillars } from '@/components/about/Pillars';
import { SkillBars } from '@/components/about/SkillBars';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CtaBand } from '@/components/ui/CtaBand';
import { IconCardGrid } from '@/components/ui/IconCardGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StatsSection } from '@/components/services/StatsSection';
import { WHY_CHOOSE_US } from '@/lib/content/company';
import { COMPANY_COUNTERS } from '@/lib/content/counters';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: 'À propos de nous',
  description:
    "Découvrez ADIVE, Agence du digital et de la vente : notre mission, notre vision, nos valeurs et notre histoire, au service des entreprises du Burkina Faso et de l'Afrique de l'Ouest.",
  path: PAGES.about,
});

export default function Page() {
  return (
    <>
      <Breadcrumb
        title="À propos de nous"
        trail="À propos"
        intro="Une agence burkinabè qui réunit conseil, études, formation, recrutement et digital au service de votre croissance."
      />
      <section aria-labelledby="qui-sommes-nous" className="bg-ink-50 py-12 md:py-16">
        <div className="container-page">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-end lg:gap-16">
            <SectionHeading
              id="qui-sommes-nous"
              eyebrow="Qui sommes-nous ?"
              title="Une agence au service de votre croissance"
              lead="ADIVE accompagne les entreprises, les institutions et les porteurs de projets du Burkina Faso et de l'Afrique de l'Ouest : conseil, études de marché, formation professionnelle, recrutement et services digitaux."
            />
            <Pillars />
          </div>
          <div className="mt-10">
            <AboutTabs />
          </div>
        </div>
      </section>
      <section aria-labelledby="pourquoi" className="container-page py-12 md:py-16">
        <SectionHeading
          id="pourquoi"
          eyebrow="Pourquoi nous choisir ?"
          title="Les raisons de travailler avec ADIVE"
          align="center"
        />
        <IconCardGrid cards={WHY_CHOOSE_US} className="mt-10 grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3" />
      </section>
      <StatsSection id="chiffres" eyebrow="ADIVE en chiffres" title="Des résultats qui parlent pour nous" stats={COMPANY_COUNTERS} />
      <section aria-labelledby="expertises" className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-2 lg:items-center lg:gap-16">
        <SectionHeading
          id="expertises"
          eyebrow="Nos expertises"
          title="Des compétences reconnues dans chacun de nos métiers"
          lead="Le niveau de maîtrise de nos équipes, évalué à partir des retours de nos clients en fin de mission."
        />
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-8">
          <SkillBars />
        </div>
      </section>
      <CtaBand
        heading="Travaillons ensemble"
        text="Parlez-nous de votre projet : un conseiller vous répond pendant nos horaires d'ouverture."
        actions={[
          { label: 'Nous contacter', href: PAGES.contact, primary: true },
          { label: 'Demander un devis', href: quoteRequestHref() },
        ]}
      />
    </>
  );
}
