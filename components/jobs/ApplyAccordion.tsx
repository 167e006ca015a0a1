import { DataNotice } from '@/components/legal/DataNotice';
import { PageLink } from '@/components/ui/PageLink';
import { FileText, Icon } from '@/components/ui/icons';
import { Accordion } from '@/components/ui/Accordion';
import { submitApplication } from '@/lib/actions/application';
import { APPLICATION_JOB_FIELD } from '@/lib/forms/application';
import { applicationFormTexts, applicationMessagesIn } from '@/lib/forms/editionTexts';
import { editionTexts } from '@/lib/i18n/edition';
import { spontaneousApplicationPath } from '@/lib/paths';
import { ApplicationForm } from './ApplicationForm';
import { CV_SERVICE_HREF } from './applyLinks';

/**
 * 'Comment postuler': option 1 with assistance (open by default), option 2 the application form with one's own CV, and
 * for when that form cannot be used, the spontaneous application (its page names this offer): never a CV by e-mail.
 * In the page's edition, its links to that edition's pages.
 */
export async function ApplyAccordion({ slug, title }: { slug: string; title: string }) {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.apply;
  return (
    <section aria-labelledby="comment-postuler" data-testid="apply-accordion">
      <h2 id="comment-postuler" className="text-xl font-bold md:text-2xl">
        {words.heading}
      </h2>
      <Accordion
        className="mt-4"
        defaultOpenId="avec-accompagnement"
        items={[
          {
            id: 'avec-accompagnement',
            title: words.withHelp,
            content: (
              <div className="space-y-4">
                <p>{words.withHelpText}</p>
                <PageLink page={CV_SERVICE_HREF} className="btn btn-primary">
                  <Icon of={{ FileText }} aria-hidden className="size-4" />
                  {words.withHelpLink}
                </PageLink>
              </div>
            ),
          },
          {
            id: 'sans-accompagnement',
            title: words.alone,
            content: (
              <div className="space-y-5">
                <p>{words.aloneText}</p>
                <div>
                  <ApplicationForm
                    action={submitApplication}
                    offer={{ field: APPLICATION_JOB_FIELD, slug }}
                    label={words.formLabel(title)}
                    submitLabel={words.submit}
                    successText={applicationMessagesIn(edition).success(title)}
                    messageHint={words.messageHint}
                    texts={applicationFormTexts(edition)}
                  />
                  <DataNotice kind="application" />
                </div>
                <p className="text-sm text-ink-600">
                  {words.troubleStart}{' '}
                  <PageLink page={spontaneousApplicationPath(slug)} className="font-bold text-brand-700 underline underline-offset-2">
                    {words.troubleLink}
                  </PageLink>
                  {words.troubleEnd}
                </p>
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
