import type { Metadata } from 'next';
import { JobBoard } from '@/components/jobs/JobBoard';
import { getJobs } from '@/lib/cms';
import { JOB_LIST_PATH, jobBoard, readJobQuery } from '@/lib/jobs';
import { pageMetadata } from '@/lib/seo/metadata';

// A search of the job list (the proxy sends /nos-offres-emplois?… here). Rendered per request from the offers the
// site already caches: no CMS request per search. Not indexed: crawlers keep to the plain list, its canonical.
export const metadata: Metadata = pageMetadata({
  title: "Recherche d'offres d'emploi",
  description: "Les offres d'emploi d'ADIVE qui correspondent à votre recherche.",
  path: JOB_LIST_PATH,
  noindex: true,
  ownShareImage: false,
});

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [result, params] = await Promise.all([getJobs(), searchParams]);
  return <JobBoard board={result.ok ? jobBoard(result.data, readJobQuery(params)) : null} />;
}
