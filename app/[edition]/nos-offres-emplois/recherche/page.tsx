import type { Metadata } from 'next';
import { JobBoard } from '@/components/jobs/JobBoard';
import { getJobs } from '@/lib/cms';
import { editionTexts, pageEdition } from '@/lib/i18n/edition';
import { jobBoard, readJobQuery } from '@/lib/jobs/offers';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

// A search of the job list (the proxy sends /nos-offres-emplois?… here). Rendered per request from the offers the
// site already caches: no CMS request per search. Not indexed: crawlers keep to the plain list, its canonical.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function readBoard({ searchParams }: Props) {
  const [result, params] = await Promise.all([pageEdition().then(getJobs), searchParams]);
  return result.ok ? jobBoard(result.data, readJobQuery(params)) : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [board, { edition, texts }] = await Promise.all([readBoard(props), editionTexts()]);
  const { list } = texts.jobs;
  return pageMetadata({
    edition,
    // The count in the title: a screen reader announces it as the results page opens.
    title: board ? list.searchMetaTitle(board.matching) : list.searchMetaTitleUnavailable,
    description: list.searchMetaDescription,
    path: PAGES.jobs,
    noindex: true,
  });
}

export default async function Page(props: Props) {
  return <JobBoard board={await readBoard(props)} />;
}
