import { Link } from '@/components/ui/Link';
import { ArrowRight, Icon, Quote } from '@/components/ui/icons';
import { IconCardGrid } from '@/components/ui/IconCardGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ServiceCard } from '@/components/services/ServiceCard';
import { CounterGrid } from '@/components/ui/CounterGrid';
import { VALUES, MISSION } from '@/lib/content/company';
import { COMPANY_COUNTERS } from '@/lib/content/counters';
import { ABOUT_SUMMARY, HOME_SERVICES, TESTIMONIALS } from '@/lib/content/home';
import { PAGES, servicePath } from '@/lib/paths';

export function ValuesSection() {
  return (
    <section aria-labelledby="valeurs" className="render-when-near container-page reserve-home-values py-14 md:py-20">
      <SectionHeading
        id="valeurs"
        eyebrow="Nos valeurs"
        title="Ce qui guide chacune de nos missions"
        lead="Quatre engagements que nos clients retrouvent à chaque étape de notre collaboration."
        align="center"
      />
      <IconCardGrid cards={VALUES} className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:gap-6 lg:grid-cols-4" variant="compact" />
    </section>
  );
}

export function AboutSummary() {
  return (
    <section aria-labelledby="qui-sommes-nous" className="render-when-near bg-ink-50 reserve-home-about py-14 md:py-20">
      <div className="container-page">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="qui-sommes-nous" eyebrow={ABOUT_SUMMARY.eyebrow} title={ABOUT_SUMMARY.heading} />
            <div className="mt-6 space-y-4 leading-relaxed text-ink-700 md:text-lg">
              {ABOUT_SUMMARY.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <Link href={PAGES.about} className="btn btn-outline mt-8">
              En savoir plus sur ADIVE
              <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
            </Link>
          </div>
          <div className="relative overflow-hidden rounded-3xl bg-ink-900 p-6 text-white md:p-10">
            <div aria-hidden className="glow-brand absolute -right-16 -top-16 size-64 opacity-50" />
            <p className="relative text-sm font-bold uppercase tracking-widest text-brand-300">{MISSION.heading}</p>
            <p className="relative mt-3 font-display text-lg font-bold leading-snug text-white md:text-xl">{MISSION.text}</p>
            <ul className="relative mt-6 space-y-2 text-ink-200">
              {MISSION.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-400" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <h3 className="sr-only">ADIVE en chiffres</h3>
        <CounterGrid stats={COMPANY_COUNTERS} className="mt-12" />
      </div>
    </section>
  );
}

export function ServicesTeaser() {
  return (
    <section aria-labelledby="nos-services" className="render-when-near bg-ink-50 reserve-home-services py-14 md:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="nos-services"
            eyebrow="Nos services"
            title="Tout ce qu'il faut pour vendre, former et recruter"
            lead="Des services complémentaires, à commander seuls ou réunis dans un accompagnement global."
          />
          <Link href={PAGES.services} className="btn btn-outline shrink-0 self-start md:self-auto">
            Voir tous nos services
            <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {HOME_SERVICES.map((service) => (
            <li key={service.slug}>
              <ServiceCard href={servicePath(service.slug)} icon={service.icon} title={service.title} text={service.cardText} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="temoignages" className="render-when-near bg-ink-50 reserve-home-testimonials py-14 md:py-20">
      <div className="container-page">
        <SectionHeading
          id="temoignages"
          eyebrow="Témoignages"
          title="Ils nous ont fait confiance"
          lead="Entreprises et candidats racontent ce que notre accompagnement leur a apporté."
          align="center"
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="relative flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 md:p-8">
                <Icon of={{ Quote }} aria-hidden className="size-10 fill-brand-100 text-brand-500" />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink-700 md:text-lg">
                  <p>{`«\u00a0${testimonial.quote}\u00a0»`}</p>
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

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
