import type { Metadata } from 'next';
import { JobBoard } from '@/components/jobs/JobBoard';
import { getJobs } from '@/lib/cms';
import { jobBoard, readJobQuery } from '@/lib/jobs/offers';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: "Offres d'emploi",
  description: "Les offres d'emploi et de stage publiées par ADIVE et ses entreprises partenaires au Burkina Faso et en Afrique de l'Ouest.",
  path: PAGES.jobs,
  ownShareImage: true,
});

// The plain list, cached like the other pages; a search is rewritten by the proxy to ./recherche.
export default async function Page() {
  const result = await getJobs();
  return <JobBoard board={result.ok ? jobBoard(result.data, readJobQuery({})) : null} />;
}
