import type { Metadata } from 'next';
import { HomePage } from '@/components/home/HomePage';
import { site } from '@/lib/site';

// Same page as /, which is the canonical address.
export const metadata: Metadata = {
  title: { absolute: `${site.name} — ${site.legalName} | Conseil, formation et recrutement au Burkina Faso` },
  description: site.description,
  alternates: { canonical: '/' },
};

export default function Page() {
  return <HomePage />;
}
