import { Link } from '@/components/ui/Link';
import { Briefcase, FileText, Icon } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { CV_SERVICE_HREF } from '@/components/jobs/applyLinks';
import { JobCard, JobCardIcons } from '@/components/jobs/JobCard';
import { JobFilters } from '@/components/jobs/JobFilters';
import { isEmptyJobQuery, offerCount, type JobBoard as Board } from '@/lib/jobs/offers';
import { PAGES } from '@/lib/paths';


/** "2 offres ouvertes correspondent à votre recherche, et 1 offre expirée (en fin de liste)." */
function resultText(open: number, expired: number): string {
  const openPart =
    open === 0
      ? 'Aucune offre ouverte ne correspond à votre recherche'
      : `${offerCount(open, 'ouverte')} ${open > 1 ? 'correspondent' : 'correspond'} à votre recherche`;
  return expired > 0 ? `${openPart}, et ${offerCount(expired, 'expirée')} (en fin de liste).` : `${openPart}.`;
}

function JobsBanner({ available }: { available: number | null }) {
  return (
    <section className="bg-brand-gradient relative overflow-hidden text-white">
      <svg aria-hidden viewBox="0 0 400 200" className="absolute -right-10 top-0 hidden h-full opacity-20 md:block">
        <circle cx="300" cy="60" r="90" fill="none" stroke="white" strokeWidth="18" />
        <rect x="180" y="110" width="160" height="110" rx="18" fill="white" />
        <rect x="230" y="90" width="60" height="30" rx="8" fill="none" stroke="white" strokeWidth="10" />
      </svg>
      <div className="container-page relative flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-bold">
            <Icon of={{ Briefcase }} aria-hidden className="size-4" />
            {available !== null ? offerCount(available, 'disponible') : 'Offres du moment'}
          </p>
          <h2 className="mt-3 text-2xl font-extrabold text-white md:text-3xl">Trouvez l&apos;emploi qui vous correspond</h2>
          <p className="mt-2 text-white/90">
            Des offres vérifiées au Burkina Faso et en Afrique de l&apos;Ouest, et un accompagnement pour présenter une
            candidature qui fait la différence.
          </p>
        </div>
        <Link href={CV_SERVICE_HREF} className="btn shrink-0 bg-white text-ink-900 hover:bg-brand-50">
          <Icon of={{ FileText }} aria-hidden className="size-4" />
          Créer mon CV pro
        </Link>
      </div>
    </section>
  );
}

/** The job list: its search, then the matching offers, open ones first (expired ones keep their mark). */
export function JobBoard({ board }: { board: Board | null }) {
  const filtered = board !== null && !isEmptyJobQuery(board.query);
  return (
    <>
      <Breadcrumb title="Nos offres d'emploi" trail="Emplois" />
      <JobsBanner available={board ? board.available : null} />
      <section aria-label="Offres d'emploi" className="container-page space-y-8 py-12">
        {!board ? (
          <CmsUnavailable retryHref={PAGES.jobs} />
        ) : board.offers.length === 0 && !filtered ? (
          <EmptyState>Aucune offre d&apos;emploi n&apos;est publiée pour le moment.</EmptyState>
        ) : (
          <>
            <JobFilters board={board} filtered={filtered} />
            {filtered ? (
              <p role="status" className="font-bold text-ink-800" data-testid="job-count">
                {resultText(board.matching, board.offers.length - board.matching)}
              </p>
            ) : null}
            {board.offers.length === 0 ? (
              <div className="rounded-2xl border border-ink-100 bg-ink-50 p-6 text-ink-600" data-testid="job-empty">
                <p>Aucune offre ne correspond à ces critères. Essayez d&apos;autres mots-clés ou moins de filtres.</p>
                <Link href={PAGES.jobs} className="mt-3 inline-block font-bold text-brand-700 underline underline-offset-2">
                  Effacer les filtres et voir toutes les offres
                </Link>
              </div>
            ) : (
              <>
                <JobCardIcons />
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="job-list">
                  {board.offers.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </section>
    </>
  );
}
