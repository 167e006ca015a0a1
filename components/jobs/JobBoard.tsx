import { Link } from '@/components/ui/Link';
import { Briefcase, FileText, Icon } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { CV_SERVICE_HREF } from '@/components/jobs/applyLinks';
import { JobCard, JobCardIcons } from '@/components/jobs/JobCard';
import { JobDialogTextsProvider } from '@/components/jobs/JobDialogTexts';
import { JobFilters } from '@/components/jobs/JobFilters';
import type { Edition } from '@/lib/editions';
import { editionTexts } from '@/lib/i18n/edition';
import type { Texts } from '@/lib/i18n';
import { isEmptyJobQuery, type JobBoard as Board } from '@/lib/jobs/offers';
import { PAGES, pageIn } from '@/lib/paths';

type JobTexts = Texts['jobs'];

/** "2 offres ouvertes correspondent à votre recherche, et 1 offre expirée (en fin de liste)." */
function resultText({ results }: JobTexts, open: number, expired: number): string {
  if (open === 0) return expired > 0 ? results.noneWithExpired(expired) : results.none;
  return expired > 0 ? results.openWithExpired(open, expired) : results.open(open);
}

function JobsBanner({ available, edition, texts }: { available: number | null; edition: Edition; texts: JobTexts['banner'] }) {
  return (
    <section className="bg-brand-gradient relative overflow-hidden text-white">
      <svg aria-hidden viewBox="0 0 400 200" className="absolute -end-10 top-0 hidden h-full opacity-20 md:block">
        <circle cx="300" cy="60" r="90" fill="none" stroke="white" strokeWidth="18" />
        <rect x="180" y="110" width="160" height="110" rx="18" fill="white" />
        <rect x="230" y="90" width="60" height="30" rx="8" fill="none" stroke="white" strokeWidth="10" />
      </svg>
      <div className="container-page relative flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-bold">
            <Icon of={{ Briefcase }} aria-hidden className="size-4" />
            {available !== null ? texts.available(available) : texts.current}
          </p>
          <h2 className="mt-3 text-2xl font-extrabold text-white md:text-3xl">{texts.heading}</h2>
          <p className="mt-2 text-white/90">{texts.text}</p>
        </div>
        <Link href={pageIn(edition, CV_SERVICE_HREF)} className="btn shrink-0 bg-white text-ink-900 hover:bg-brand-50">
          <Icon of={{ FileText }} aria-hidden className="size-4" />
          {texts.cv}
        </Link>
      </div>
    </section>
  );
}

/**
 * The job list in the page's edition: its search, then the matching offers, open ones first (expired ones keep their
 * mark). The cards' dialog (a client island) is given its words once, above the list.
 */
export async function JobBoard({ board }: { board: Board | null }) {
  const { edition, texts: all } = await editionTexts();
  const texts = all.jobs;
  const filtered = board !== null && !isEmptyJobQuery(board.query);
  const list = pageIn(edition, PAGES.jobs);
  const { more, close, view, viewAndApply, failed, loading } = texts.dialog;
  return (
    <>
      <Breadcrumb title={texts.list.title} trail={texts.list.crumb} />
      <JobsBanner available={board ? board.available : null} edition={edition} texts={texts.banner} />
      <section aria-label={texts.list.sectionLabel} className="container-page space-y-8 py-12">
        {!board ? (
          <CmsUnavailable retryHref={list} />
        ) : board.offers.length === 0 && !filtered ? (
          <EmptyState>{texts.list.empty}</EmptyState>
        ) : (
          <>
            <JobFilters board={board} filtered={filtered} edition={edition} />
            {filtered ? (
              <p role="status" className="font-bold text-ink-800" data-testid="job-count">
                {resultText(texts, board.matching, board.offers.length - board.matching)}
              </p>
            ) : null}
            {board.offers.length === 0 ? (
              <div className="rounded-2xl border border-ink-100 bg-ink-50 p-6 text-ink-600" data-testid="job-empty">
                <p>{texts.list.noMatch}</p>
                <Link href={list} className="mt-3 inline-block font-bold text-brand-700 underline underline-offset-2">
                  {texts.list.clearAll}
                </Link>
              </div>
            ) : (
              <JobDialogTextsProvider texts={{ edition, more, close, view, viewAndApply, failed, loading }}>
                <JobCardIcons />
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="job-list">
                  {board.offers.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} edition={edition} />
                    </li>
                  ))}
                </ul>
              </JobDialogTextsProvider>
            )}
          </>
        )}
      </section>
    </>
  );
}
