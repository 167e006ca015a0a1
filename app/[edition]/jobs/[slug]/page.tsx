import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApplyAccordion } from '@/components/jobs/ApplyAccordion';
import { JobFacts } from '@/components/jobs/JobFacts';
import { isExpired } from '@/lib/jobs/offers';
import { Link } from '@/components/ui/Link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailablePage } from '@/components/ui/CmsUnavailable';
import { Markdown } from '@/components/ui/Markdown';
import { ShareBlock } from '@/components/ui/ShareBlock';
import { getJobBySlug } from '@/lib/cms';
import { itemStaticParams } from '@/lib/items/staticParams';
import { excerpt } from '@/lib/format';
import { editionTexts } from '@/lib/i18n/edition';
import { jobPath, PAGES, pageIn } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site';
import { JsonLd } from '@/components/ui/JsonLd';
import { jobPostingJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemRead, withPreview } from '@/lib/items/preview';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { InItemLanguage, UntranslatedNotice } from '@/components/ui/Untranslated';
import { itemInEdition, itemPageIn, staticEdition } from '@/lib/items/editions';
import { DEFAULT_EDITION } from '@/lib/editions';

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = ({ params }: { params?: { edition?: string } }) => itemStaticParams('job', staticEdition(params));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const read = await itemRead('job', slug);
  const { edition, texts } = await editionTexts();
  const result = await getJobBySlug(slug, { ...read, edition });
  if (!result.ok || !result.data) return { title: texts.jobs.offer.title };
  const job = result.data;
  const { editionPaths } = await itemInEdition('job', job, edition);
  const where = [job.company, job.country].filter(Boolean).join(', ');
  return withPreview(
    pageMetadata({
      edition,
      title: where ? `${job.title} — ${where}` : job.title,
      description: excerpt(job.description, 155),
      path: jobPath(job.slug),
      editionPaths,
      ownShareImage: true,
    }),
    read,
  );
}

// No loading.tsx in this segment: the 404 must be decided before anything streams.
export default async function Page({ params }: Props) {
  const { slug } = await params;
  const read = await itemRead('job', slug);
  const { edition, texts: all } = await editionTexts();
  const result = await getJobBySlug(slug, { ...read, edition });
  const texts = all.jobs.offer;
  const jobsCrumb = { label: all.jobs.list.crumb, href: PAGES.jobs };
  if (!result.ok) {
    return <CmsUnavailablePage title={texts.title} trail={[jobsCrumb]} retryHref={pageIn(edition, jobPath(slug))} />;
  }
  const job = result.data;
  if (!job) notFound();
  const { untranslated } = await itemPageIn('job', job, edition);
  const language = job.localization?.locale ?? DEFAULT_EDITION;
  const expired = isExpired(job.expirationDate);
  return (
    <>
      {read.draft ? <PreviewBanner /> : null}
      <JsonLd data={jobPostingJsonLd(job, undefined, { edition, language })} />
      <Breadcrumb title={job.title} titleLanguage={language} trail={[jobsCrumb, { label: job.title }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          {untranslated ? <UntranslatedNotice /> : null}
          {expired ? (
            <div role="note" className="rounded-2xl border border-ink-200 bg-ink-50 p-4 text-ink-700" data-testid="job-expired">
              <p className="font-bold">{texts.expired}</p>
              <p className="mt-1">{texts.closed}</p>
              <Link href={pageIn(edition, PAGES.jobs)} className="mt-2 inline-block font-bold text-brand-700 underline underline-offset-2">
                {texts.openOffers}
              </Link>
            </div>
          ) : null}
          <section aria-labelledby="description-offre">
            <h2 id="description-offre" className="sr-only">
              {texts.description}
            </h2>
            <InItemLanguage language={language}>
              <Markdown source={job.description} className="prose-cms text-lg text-ink-700" />
            </InItemLanguage>
          </section>
          {expired ? null : <ApplyAccordion slug={job.slug} title={job.title} />}
        </div>
        <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <aside aria-label={texts.details} className="rounded-3xl border border-ink-100 bg-white p-6 shadow-lg">
            <JobFacts job={job} edition={edition} />
          </aside>
          <div className="rounded-3xl border border-ink-100 bg-white p-6 shadow-sm">
            <ShareBlock url={absoluteUrl(pageIn(edition, jobPath(job.slug)))} text={texts.shareText(job.title)} heading={texts.share} />
          </div>
        </div>
      </div>
    </>
  );
}
