// The spontaneous application's page, shared by its static route and the one an offer's page leads to.
import type { Metadata } from 'next';
import { ApplicationForm } from '@/components/jobs/ApplicationForm';
import { CV_SERVICE_HREF } from '@/components/jobs/applyLinks';
import { DataNotice } from '@/components/legal/DataNotice';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { PageLink } from '@/components/ui/PageLink';
import { Briefcase, FileText, Icon, Phone, Search } from '@/components/ui/icons';
import { IconSteps, type IconStep } from '@/components/ui/IconSteps';
import { submitSpontaneousApplication } from '@/lib/actions/application';
import { SPONTANEOUS_JOB_FIELD } from '@/lib/forms/application';
import { applicationFormTexts, applicationMessagesIn } from '@/lib/forms/editionTexts';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';

/** The spontaneous application page's metadata in the page's edition (both routes: the canonical address is the page's). */
export async function spontaneousPageMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.spontaneousPage;
  return pageMetadata({ edition, title: words.title, description: words.description, path: PAGES.spontaneousApplication });
}

/** The steps' icons, in the order of their texts (lib/i18n, requests.spontaneousPage.steps). */
const STEP_ICONS: IconStep['icon'][] = [{ FileText }, { Search }, { Phone }];

/**
 * A CV deposited without an offer, through the same checks, private CV store and retention as an application. `about`
 * is the offer whose page sent the visitor here (its form would not do): the application names it.
 */
export async function SpontaneousApplicationPage({ about }: { about: { slug: string; title: string } | null }) {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.spontaneousPage;
  const steps: IconStep[] = words.steps.map((step, index) => ({ ...step, icon: STEP_ICONS[index] ?? { FileText } }));
  return (
    <>
      <Breadcrumb title={words.title} trail={[{ label: words.jobs, href: PAGES.jobs }, { label: words.title }]} />
      <section className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{words.eyebrow}</p>
          <h2 className="mt-2 text-2xl font-extrabold md:text-3xl">
            {words.headingStart}
            <span className="text-brand-gradient">{words.headingHighlight}</span>
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{words.intro}</p>
          <IconSteps steps={steps} />
          <div className="mt-8 flex flex-wrap gap-3">
            <PageLink page={PAGES.jobs} className="btn btn-outline">
              <Icon of={{ Briefcase }} aria-hidden className="size-4" />
              {words.seeJobs}
            </PageLink>
            <PageLink page={CV_SERVICE_HREF} className="btn btn-outline">
              <Icon of={{ FileText }} aria-hidden className="size-4" />
              {words.proCv}
            </PageLink>
          </div>
        </div>
        <div className="self-start rounded-3xl border border-ink-100 bg-white p-5 shadow-xl shadow-ink-900/5 sm:p-8 lg:sticky lg:top-28">
          <h2 className="text-xl font-bold">{words.formHeading}</h2>
          {about ? (
            <p className="mt-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-700" data-testid="spontaneous-offer">
              {words.fromJob(about.title)}
            </p>
          ) : null}
          <div className="mt-5">
            <ApplicationForm
              action={submitSpontaneousApplication}
              offer={about ? { field: SPONTANEOUS_JOB_FIELD, slug: about.slug } : null}
              label={words.title}
              submitLabel={words.submit}
              successText={applicationMessagesIn(edition).spontaneousSuccess}
              messageHint={words.messageHint}
              texts={applicationFormTexts(edition)}
            />
            <DataNotice kind="application" />
          </div>
        </div>
      </section>
    </>
  );
}
