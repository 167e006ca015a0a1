import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { ArrowRight, Icon, MessageSquareText } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CtaBand } from '@/components/ui/CtaBand';
import { ProcessSteps } from '@/components/services/ProcessSteps';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ServiceCard } from '@/components/services/ServiceCard';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { SERVICE_CARDS, WORK_PROCESS } from '@/lib/content/services';
import { PAGES, servicePath } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Nos services',
  description:
    "Formations professionnelles, conseils et études, mise en relation emploi, prospection commerciale, marketing digital, conception graphique et livraison : tous les services d'ADIVE.",
  path: PAGES.services,
});

export default function Page() {
  return (
    <>
      <Breadcrumb
        title="Nos services"
        trail="Services"
        intro="De l'étude de marché au recrutement, en passant par la formation et le digital : les compétences dont votre organisation a besoin, réunies dans une seule agence."
      />
      <section aria-labelledby="services" className="container-page py-12 md:py-16">
        <SectionHeading
          id="services"
          eyebrow="Ce que nous faisons"
          title="Des services pensés pour les entreprises de la sous-région"
          lead="Chaque service peut être commandé seul ou combiné avec d'autres dans un accompagnement global."
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 md:gap-6 xl:grid-cols-4">
          {SERVICE_CARDS.map((service) => (
            <li key={service.slug}>
              <ServiceCard href={servicePath(service.slug)} icon={service.icon} title={service.title} text={service.cardText} />
            </li>
          ))}
          <li>
            <div className="flex h-full flex-col rounded-2xl bg-ink-900 p-6 text-white">
              <Icon of={{ MessageSquareText }} aria-hidden className="size-10 text-brand-400" />
              <h3 className="mt-5 text-lg font-bold text-white">Un besoin particulier ?</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-200">
                Décrivez-nous votre projet : nous composons l&apos;accompagnement qui vous convient.
              </p>
              <Link href={quoteRequestHref()} className="btn btn-primary mt-5 text-sm">
                Demander un devis
                <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
              </Link>
            </div>
          </li>
        </ul>
      </section>
      <section aria-labelledby="processus" className="bg-ink-50 py-12 md:py-16">
        <div className="container-page">
          <SectionHeading
            id="processus"
            eyebrow="Notre méthode"
            title={`Un processus de travail en ${WORK_PROCESS.length} étapes`}
            lead="La même rigueur pour chaque mission, quelle que soit sa taille."
            align="center"
          />
          <div className="mt-10">
            <ProcessSteps steps={WORK_PROCESS} />
          </div>
        </div>
      </section>
      <CtaBand
        heading="Parlons de votre projet"
        text="Un conseiller vous répond et vous propose une solution adaptée à vos objectifs et à votre budget."
        actions={[
          { label: 'Demander un devis', href: quoteRequestHref(), primary: true },
          { label: 'Nous contacter', href: PAGES.contact },
        ]}
      />
    </>
  );
}
