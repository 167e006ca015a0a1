import type { Metadata } from 'next';
import { quotePrefill, type SearchParams } from '@/lib/forms/prefill';
import { quotePageMetadata, QuoteRequestPage } from '../QuoteRequestPage';

// The quote page with its prefill, rendered per request: the proxy rewrites /demander-un-devis?service=… here, so the
// address the visitor sees stays /demander-un-devis (and so does the page's canonical address).
export async function generateMetadata(): Promise<Metadata> {
  return quotePageMetadata();
}

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <QuoteRequestPage prefill={quotePrefill(await searchParams)} />;
}
