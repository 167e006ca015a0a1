import { QUOTE_PAGE_METADATA, QuoteRequestPage } from './QuoteRequestPage';

export const metadata = QUOTE_PAGE_METADATA;

const NO_PREFILL = { service: '', message: '' };

// Static: addresses with a prefill are rewritten by the proxy to prerempli/page.tsx.
export default function Page() {
  return <QuoteRequestPage prefill={NO_PREFILL} />;
}
