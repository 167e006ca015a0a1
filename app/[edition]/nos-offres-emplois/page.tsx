import type { Metadata } from 'next';
import { JobBoard } from '@/components/jobs/JobBoard';
import { getJobs } from '@/lib/cms';
import { editionTexts, pageEdition } from '@/lib/i18n/edition';
import { jobBoard, readJobQuery } from '@/lib/jobs/offers';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  return pageMetadata({
    edition,
    title: texts.jobs.list.metaTitle,
    description: texts.jobs.list.metaDescription,
    path: PAGES.jobs,
    ownShareImage: true,
  });
}

// The plain list, cached like the other pages; a search is rewritten by the proxy to ./recherche.
export default async function Page() {
  const result = await getJobs(await pageEdition());
  return <JobBoard board={result.ok ? jobBoard(result.data, readJobQuery({})) : null} />;
}
