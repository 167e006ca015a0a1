import { digitalPath, PAGES } from '@/lib/paths';
import { Link } from '@/components/ui/Link';
import { ArrowRight, Icon } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { digitalQuoteHref, digitalServices, type DigitalService } from '@/lib/content/digital';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { CtaBand } from '@/components/ui/CtaBand';
import { HighlightsCard } from './HighlightsCard';
import { IconCardGrid } from '@/components/ui/IconCardGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ActionLinks } from '@/components/ui/ActionLinks';

/** One digital page (/digital/{slug}) from its row of the table in lib/content/digital. */
export function DigitalServicePage({ service }: { service: DigitalService }) {
  const quote = { label: 'Demander un devis', href: digitalQuoteHref(service), primary: true };
  const contact = { label: 'Nous contacter', href: PAGES.contact };
  const others = digitalServices.filter((other) => other.slug !== service.slug);
  return (
    <>
      <Breadcrumb title={service.title} intro={service.intro} trail={[{ label: 'Digital' }, { label: service.title }]} />
      <section className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start lg:gap-16">
        <div>
          <SectionHeading eyebrow="Services digitaux" title={service.heading} />
          <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700 md:text-lg">
            {service.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8">
            <ActionLinks actions={[quote, contact]} />
          </div>
        </div>
        <HighlightsCard icon={service.icon} title="Ce que vous obtenez" points={service.deliverables} />
      </section>
      <section aria-labelledby="offres" className="bg-ink-50 py-12 md:py-16">
        <div className="container-page">
          <SectionHeading id="offres" eyebrow="Notre accompagnement" title={`${service.title} : nos prestations`} />
          <div className="mt-8 md:mt-10">
            <IconCardGrid cards={service.offerings} hover />
          </div>
        </div>
      </section>
      <CtaBand
        heading="Parlons de votre projet digital"
        text="Décrivez-nous votre besoin : nous revenons vers vous avec une proposition claire et un devis détaillé."
        actions={[quote, contact]}
      />
      <nav aria-labelledby="autres-digital" className="container-page pb-4">
        <h2 id="autres-digital" className="text-xl font-bold">
          Nos autres services digitaux
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                href={digitalPath(other.slug)}
                className="group flex h-full items-center gap-3 rounded-2xl bg-white p-4 font-bold shadow-sm ring-1 ring-ink-100 hover:ring-brand-300"
              >
                <ContentIcon name={other.icon} className="size-5 shrink-0 text-brand-600" />
                <span className="flex-1">{other.title}</span>
                <Icon of={{ ArrowRight }} aria-hidden className="size-4 text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
