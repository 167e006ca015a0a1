import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Icon, Quote } from '@/components/ui/icons';
import { IconCardGrid } from '@/components/ui/IconCardGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ServiceCard } from '@/components/services/ServiceCard';
import { CounterGrid } from '@/components/ui/CounterGrid';
import { missionOf, valuesOf } from '@/lib/content/company';
import { companyCountersOf } from '@/lib/content/counters';
import { homeServicesOf, testimonialsOf } from '@/lib/content/home';
import type { Edition } from '@/lib/editions';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, pageIn, servicePath } from '@/lib/paths';

export async function ValuesSection() {
  const { edition, texts } = await editionTexts();
  const words = texts.home.values;
  return (
    <section aria-labelledby="valeurs" className="render-when-near container-page reserve-home-values py-14 md:py-20">
      <SectionHeading id="valeurs" eyebrow={words.eyebrow} title={words.title} lead={words.lead} align="center" />
      <IconCardGrid cards={valuesOf(edition)} className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:gap-6 lg:grid-cols-4" variant="compact" />
    </section>
  );
}

export async function AboutSummary() {
  const { edition, texts } = await editionTexts();
  const words = texts.home.about;
  const mission = missionOf(edition);
  return (
    <section aria-labelledby="qui-sommes-nous" className="render-when-near bg-ink-50 reserve-home-about py-14 md:py-20">
      <div className="container-page">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="qui-sommes-nous" eyebrow={words.eyebrow} title={words.heading} />
            <div className="mt-6 space-y-4 leading-relaxed text-ink-700 md:text-lg">
              {words.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <PageLink page={PAGES.about} className="btn btn-outline mt-8">
              {words.more}
              <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
            </PageLink>
          </div>
          <div className="relative overflow-hidden rounded-3xl bg-ink-900 p-6 text-white md:p-10">
            <div aria-hidden className="glow-brand absolute -right-16 -top-16 size-64 opacity-50" />
            <p className="relative text-sm font-bold uppercase tracking-widest text-brand-300">{mission.heading}</p>
            <p className="relative mt-3 font-display text-lg font-bold leading-snug text-white md:text-xl">{mission.text}</p>
            <ul className="relative mt-6 space-y-2 text-ink-200">
              {mission.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-400" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <h3 className="sr-only">{words.figures}</h3>
        <CounterGrid stats={companyCountersOf(edition)} className="mt-12" />
      </div>
    </section>
  );
}

export async function ServicesTeaser() {
  const { edition, texts } = await editionTexts();
  const words = texts.home.services;
  return (
    <section aria-labelledby="nos-services" className="render-when-near bg-ink-50 reserve-home-services py-14 md:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="nos-services" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
          <PageLink page={PAGES.services} className="btn btn-outline shrink-0 self-start md:self-auto">
            {words.all}
            <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
          </PageLink>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {homeServicesOf(edition).map((service) => (
            <li key={service.slug}>
              <ServiceCard href={pageIn(edition, servicePath(service.slug))} icon={service.icon} title={service.title} text={service.cardText} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export async function Testimonials() {
  const { edition, texts } = await editionTexts();
  const words = texts.home.testimonials;
  return (
    <section aria-labelledby="temoignages" className="render-when-near bg-ink-50 reserve-home-testimonials py-14 md:py-20">
      <div className="container-page">
        <SectionHeading id="temoignages" eyebrow={words.eyebrow} title={words.title} lead={words.lead} align="center" />
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {testimonialsOf(edition).map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-8">
                <Icon of={{ Quote }} aria-hidden className="size-10 fill-brand-100 text-brand-500" />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink-700 md:text-lg">
                  <p>{QUOTATION[edition](testimonial.quote)}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <span
                    aria-hidden
                    className="bg-brand-gradient flex size-12 shrink-0 items-center justify-center rounded-full font-display font-extrabold text-white"
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-bold text-ink-900">{testimonial.name}</span>
                    <span className="block text-sm text-ink-500">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A quotation in each edition's marks: French guillemets with non-breaking spaces, English curly quotes, Arabic guillemets. */
const QUOTATION: Readonly<Record<Edition, (quote: string) => string>> = {
  fr: (quote) => `«\u00a0${quote}\u00a0»`,
  en: (quote) => `“${quote}”`,
  ar: (quote) => `«${quote}»`,
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
