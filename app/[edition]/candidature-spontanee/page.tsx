import { SPONTANEOUS_PAGE_METADATA, SpontaneousApplicationPage } from './SpontaneousApplicationPage';

export const metadata = SPONTANEOUS_PAGE_METADATA;

// Static: an address naming the offer it comes from is rewritten by the proxy to offre/page.tsx.
export default function Page() {
  return <SpontaneousApplicationPage about={null} />;
}
