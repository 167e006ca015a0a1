import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsList } from '@/components/news/NewsList';
import { ALL_NEWS } from '@/lib/news/list';
import { readNewsPage } from '@/lib/news/listPage';
import { newsListMetadata } from '@/lib/news/listMetadata';

// Page 1 without filter ([...filtre] has the rest). Neither reads the query string, so both stay cached pages. No
// loading.tsx: it would stream the list inside a hidden block that only JavaScript reveals.
export function generateMetadata(): Promise<Metadata> {
  return newsListMetadata(ALL_NEWS);
}

export default async function Page() {
  const page = await readNewsPage(ALL_NEWS);
  if (!page) notFound();
  return <NewsList query={ALL_NEWS} page={page} />;
}
