import type { Metadata } from 'next';
import { quotePageMetadata, QuoteRequestPage } from './QuoteRequestPage';

export async function generateMetadata(): Promise<Metadata> {
  return quotePageMetadata();
}

const NO_PREFILL = { service: '', message: '' };

// Static: addresses with a prefill are rewritten by the proxy to prerempli/page.tsx.
export default function Page() {
  return <QuoteRequestPage prefill={NO_PREFILL} />;
}
