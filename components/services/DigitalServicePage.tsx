import { digitalPath, PAGES, pageIn } from '@/lib/paths';
import { Link } from '@/components/ui/Link';
import { ArrowRight, Icon } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { digitalQuoteHref, digitalServicesOf, type DigitalService } from '@/lib/content/digital';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { CtaBand } from '@/components/ui/CtaBand';
import { HighlightsCard } from './HighlightsCard';
import { IconCardGrid } from '@/components/ui/IconCardGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ActionLinks } from '@/components/ui/ActionLinks';
import { editionTexts } from '@/lib/i18n/edition';

/** One digital page (/digital/{slug}) from its row of the table in lib/content/digital, in the page's edition. */
export async function DigitalServicePage({ service }: { service: DigitalService }) {
  const { edition, texts } = await editionTexts();
  const words = texts.digital.page;
  const quote = { label: words.quote, href: pageIn(edition, digitalQuoteHref(service)), primary: true };
  const contact = { label: words.contact, href: pageIn(edition, PAGES.contact) };
  const others = digitalServicesOf(edition).filter((other) => other.slug !== service.slug);
  return (
    <>
      <Breadcrumb title={service.title} intro={service.intro} trail={[{ label: words.trail }, { label: service.title }]} />
      <section className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start lg:gap-16">
        <div>
          <SectionHeading eyebrow={words.eyebrow} title={service.heading} />
          <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700 md:text-lg">
            {service.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8">
            <ActionLinks actions={[quote, contact]} />
          </div>
        </div>
        <HighlightsCard icon={service.icon} title={words.deliverables} points={service.deliverables} />
      </section>
      <section aria-labelledby="offres" className="bg-ink-50 py-12 md:py-16">
        <div className="container-page">
          <SectionHeading id="offres" eyebrow={words.offeringsEyebrow} title={words.offeringsTitle(service.title)} />
          <div className="mt-8 md:mt-10">
            <IconCardGrid cards={service.offerings} hover />
          </div>
        </div>
      </section>
      <CtaBand heading={words.ctaHeading} text={words.ctaText} actions={[quote, contact]} />
      <nav aria-labelledby="autres-digital" className="container-page pb-4">
        <h2 id="autres-digital" className="text-xl font-bold">
          {words.others}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                href={pageIn(edition, digitalPath(other.slug))}
                className="group flex h-full items-center gap-3 rounded-2xl bg-white p-4 font-bold shadow-sm ring-1 ring-ink-100 hover:ring-brand-300"
              >
                <ContentIcon name={other.icon} className="size-5 shrink-0 text-brand-600" />
                <span className="flex-1">{other.title}</span>
                <Icon
                  of={{ ArrowRight }}
                  aria-hidden
                  className="size-4 text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600 rtl:group-hover:-translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
