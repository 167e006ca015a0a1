import type { Metadata } from 'next';
import { NewsList, newsListMetadata } from '@/components/blog/NewsList';
import { ALL_NEWS } from '@/lib/news';

// The first page of the list, without filter; the others are in [...filtre]. Neither reads the query string, so
// both are cached pages (the proxy sends the former ?page=, ?tag= addresses to their paths).
export function generateMetadata(): Promise<Metadata> {
  return newsListMetadata(ALL_NEWS);
}

export default function Page() {
  return <NewsList query={ALL_NEWS} />;
}
