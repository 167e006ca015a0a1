import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { Briefcase, FileText } from '@/components/ui/icons';
import { JobCard, JobCardIcons } from '@/components/jobs/JobCard';
import { CV_SERVICE_HREF } from '@/components/jobs/applyLinks';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { getJobs } from '@/lib/cms';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: "Offres d'emploi",
  description: "Les offres d'emploi et de stage publiées par ADIVE et ses entreprises partenaires au Burkina Faso et en Afrique de l'Ouest.",
  path: '/nos-offres-emplois',
  ownShareImage: true,
});

function JobsBanner({ count }: { count: number | null }) {
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
            <Briefcase aria-hidden className="size-4" />
            {count !== null ? `${count} offre${count > 1 ? 's' : ''} disponible${count > 1 ? 's' : ''}` : 'Offres du moment'}
          </p>
          <h2 className="mt-3 text-2xl font-extrabold text-white md:text-3xl">Trouvez l&apos;emploi qui vous correspond</h2>
          <p className="mt-2 text-white/90">
            Des offres vérifiées au Burkina Faso et en Afrique de l&apos;Ouest, et un accompagnement pour présenter une
            candidature qui fait la différence.
          </p>
        </div>
        <Link href={CV_SERVICE_HREF} className="btn shrink-0 bg-white text-ink-900 hover:bg-brand-50">
          <FileText aria-hidden className="size-4" />
          Créer mon CV pro
        </Link>
      </div>
    </section>
  );
}

export default async function Page() {
  const result = await getJobs();
  return (
    <>
      <Breadcrumb title="Nos offres d'emploi" trail="Emplois" />
      <JobsBanner count={result.ok ? result.data.length : null} />
      <section aria-label="Offres d'emploi" className="container-page py-12">
        {!result.ok ? (
          <CmsUnavailable retryHref="/nos-offres-emplois" />
        ) : result.data.length === 0 ? (
          <EmptyState>Aucune offre d&apos;emploi n&apos;est publiée pour le moment.</EmptyState>
        ) : (
          <>
            <JobCardIcons />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="job-list">
              {result.data.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
