import type { Metadata } from 'next';
import { getJobBySlug } from '@/lib/cms';
import { pageEdition } from '@/lib/i18n/edition';
import { spontaneousFromJob, type SearchParams } from '@/lib/forms/prefill';
import { spontaneousPageMetadata, SpontaneousApplicationPage } from '../SpontaneousApplicationPage';

// The spontaneous application sent from an offer's page, rendered per request: the proxy rewrites
// /candidature-spontanee?offre=… here, so the address the visitor sees stays /candidature-spontanee (and so does the
// page's canonical address). An offer the CMS does not have (or cannot say) is not named.
export async function generateMetadata(): Promise<Metadata> {
  return spontaneousPageMetadata();
}

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const slug = spontaneousFromJob(await searchParams);
  const job = slug ? await getJobBySlug(slug, { edition: await pageEdition() }) : null;
  const about = job?.ok && job.data ? { slug: job.data.slug, title: job.data.title } : null;
  return <SpontaneousApplicationPage about={about} />;
}
