// The spontaneous application's page, shared by its static route and the one an offer's page leads to.
import type { Metadata } from 'next';
import { ApplicationForm } from '@/components/jobs/ApplicationForm';
import { CV_SERVICE_HREF } from '@/components/jobs/applyLinks';
import { DataNotice } from '@/components/legal/DataNotice';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Link } from '@/components/ui/Link';
import { Briefcase, FileText, Icon, Phone, Search } from '@/components/ui/icons';
import { IconSteps, type IconStep } from '@/components/ui/IconSteps';
import { submitSpontaneousApplication } from '@/lib/actions/application';
import { applicationMessages, SPONTANEOUS_JOB_FIELD } from '@/lib/forms/application';
import { PAGES } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';

export const SPONTANEOUS_PAGE_METADATA: Metadata = pageMetadata({
  title: 'Candidature spontanée',
  description:
    "Déposez votre CV auprès d'ADIVE, même sans offre ouverte : il rejoint notre vivier de candidats et nous vous recontactons dès qu'un poste vous correspond.",
  path: PAGES.spontaneousApplication,
});

const STEPS: IconStep[] = [
  { icon: { FileText }, title: 'Vous déposez votre CV', text: 'En PDF, DOC ou DOCX, avec quelques mots sur le poste ou le domaine que vous visez.' },
  { icon: { Search }, title: 'Notre équipe l’étudie', text: 'Un chargé de recrutement lit chaque candidature et la rapproche des besoins de nos entreprises partenaires.' },
  { icon: { Phone }, title: 'Nous vous recontactons', text: 'Dès qu’un poste correspond à votre profil, nous vous appelons pour en parler.' },
];

/**
 * A CV deposited without an offer, through the same checks, private CV store and retention as an application. `about`
 * is the offer whose page sent the visitor here (its form would not do): the application names it.
 */
export function SpontaneousApplicationPage({ about }: { about: { slug: string; title: string } | null }) {
  return (
    <>
      <Breadcrumb title="Candidature spontanée" trail={[{ label: 'Emplois', href: PAGES.jobs }, { label: 'Candidature spontanée' }]} />
      <section className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">Recrutement</p>
          <h2 className="mt-2 text-2xl font-extrabold md:text-3xl">
            Déposez votre CV, <span className="text-brand-gradient">même sans offre ouverte</span>
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">
            Votre profil ne correspond à aucune de nos offres du moment ? Envoyez-nous votre candidature : elle rejoint
            notre vivier de candidats, et nous vous recontactons dès qu&apos;un poste correspond à vos compétences.
          </p>
          <IconSteps steps={STEPS} />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={PAGES.jobs} className="btn btn-outline">
              <Icon of={{ Briefcase }} aria-hidden className="size-4" />
              Voir nos offres d&apos;emploi
            </Link>
            <Link href={CV_SERVICE_HREF} className="btn btn-outline">
              <Icon of={{ FileText }} aria-hidden className="size-4" />
              Faire rédiger un CV pro
            </Link>
          </div>
        </div>
        <div className="self-start rounded-3xl border border-ink-100 bg-white p-5 shadow-xl shadow-ink-900/5 sm:p-8 lg:sticky lg:top-28">
          <h2 className="text-xl font-bold">Votre candidature</h2>
          {about ? (
            <p className="mt-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-700" data-testid="spontaneous-offer">
              Vous venez de l&apos;offre « {about.title} » : votre candidature la mentionnera.
            </p>
          ) : null}
          <div className="mt-5">
            <ApplicationForm
              action={submitSpontaneousApplication}
              offer={about ? { field: SPONTANEOUS_JOB_FIELD, slug: about.slug } : null}
              label="Candidature spontanée"
              submitLabel="Envoyer ma candidature"
              successText={applicationMessages.spontaneousSuccess}
              messageHint="Le poste ou le domaine que vous visez, vos disponibilités…"
            />
            <DataNotice kind="application" />
          </div>
        </div>
      </section>
    </>
  );
}
