import { DataNotice } from '@/components/legal/DataNotice';
import { Link } from '@/components/ui/Link';
import { FileText, Icon } from '@/components/ui/icons';
import { Accordion } from '@/components/ui/Accordion';
import { submitApplication } from '@/lib/actions/application';
import { APPLICATION_JOB_FIELD, applicationMessages } from '@/lib/forms/application';
import { spontaneousApplicationPath } from '@/lib/paths';
import { ApplicationForm } from './ApplicationForm';
import { CV_SERVICE_HREF } from './applyLinks';

/**
 * 'Comment postuler': option 1 with assistance (open by default), option 2 the application form with one's own CV, and
 * for when that form cannot be used, the spontaneous application (its page names this offer): never a CV by e-mail.
 */
export function ApplyAccordion({ slug, title }: { slug: string; title: string }) {
  return (
    <section aria-labelledby="comment-postuler" data-testid="apply-accordion">
      <h2 id="comment-postuler" className="text-xl font-bold md:text-2xl">
        Postuler à cette offre
      </h2>
      <Accordion
        className="mt-4"
        defaultOpenId="avec-accompagnement"
        items={[
          {
            id: 'avec-accompagnement',
            title: 'Option 1 : postuler avec accompagnement',
            content: (
              <div className="space-y-4">
                <p>
                  Nos conseillers créent avec vous un CV professionnel et une lettre de motivation adaptés à cette offre, puis
                  transmettent votre candidature et vous préparent à l&apos;entretien.
                </p>
                <Link href={CV_SERVICE_HREF} className="btn btn-primary">
                  <Icon of={{ FileText }} aria-hidden className="size-4" />
                  Continuer vers la création de CV pro
                </Link>
              </div>
            ),
          },
          {
            id: 'sans-accompagnement',
            title: 'Option 2 : postuler sans accompagnement',
            content: (
              <div className="space-y-5">
                <p>
                  Vous avez déjà un CV à jour ? Joignez-le à ce formulaire : nous étudions votre candidature et la
                  transmettons au recruteur si votre profil correspond.
                </p>
                <div>
                  <ApplicationForm
                    action={submitApplication}
                    offer={{ field: APPLICATION_JOB_FIELD, slug }}
                    label={`Postuler : ${title}`}
                    submitLabel="Postuler directement avec mon CV"
                    successText={applicationMessages.applicationSuccess(title)}
                    messageHint="Vos disponibilités, ce qui vous attire dans ce poste…"
                  />
                  <DataNotice kind="application" />
                </div>
                <p className="text-sm text-ink-600">
                  Un souci avec le formulaire ?{' '}
                  <Link href={spontaneousApplicationPath(slug)} className="font-bold text-brand-700 underline underline-offset-2">
                    Déposez votre CV sur notre page de candidature spontanée
                  </Link>{' '}
                  : elle mentionnera cette offre.
                </p>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
