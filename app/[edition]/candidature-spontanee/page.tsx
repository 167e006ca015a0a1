import type { Metadata } from 'next';
import { spontaneousPageMetadata, SpontaneousApplicationPage } from './SpontaneousApplicationPage';

export async function generateMetadata(): Promise<Metadata> {
  return spontaneousPageMetadata();
}

// Static: an address naming the offer it comes from is rewritten by the proxy to offre/page.tsx.
export default function Page() {
  return <SpontaneousApplicationPage about={null} />;
}
