import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsList } from '@/components/news/NewsList';
import { getNewsPosts } from '@/lib/cms';
import { newsPageSegments, readNewsSegments } from '@/lib/news/list';
import { readNewsPage } from '@/lib/news/listPage';
import { newsListMetadata } from '@/lib/news/listMetadata';
import { staticEdition } from '@/lib/items/editions';

type Props = { params: Promise<{ filtre: string[] }> };

// The list's later pages and its tag and category pages (lib/news). Those the posts make are built ahead; the proxy
// answers 404 to the others before they render, so visits cannot fill the cache with pages that do not exist.
export async function generateStaticParams({ params }: { params?: { edition?: string } }): Promise<{ filtre: string[] }[]> {
  const result = await getNewsPosts(staticEdition(params));
  return result.ok ? newsPageSegments(result.data).map((filtre) => ({ filtre })) : [];
}

async function readQuery(params: Props['params']) {
  const { filtre } = await params;
  // Slugs are plain ASCII (lib/paths isSlug), so an escaped or not escaped segment is refused alike.
  const query = readNewsSegments(filtre);
  if (!query) notFound();
  return query;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(await readQuery(params));
}

export default async function Page({ params }: Props) {
  const query = await readQuery(params);
  // A page past the last one of its filter does not exist.
  const page = await readNewsPage(query);
  if (!page) notFound();
  return <NewsList query={query} page={page} />;
}
