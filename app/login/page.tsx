import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';

export const metadata: Metadata = {
  title: "Espace client",
  description: "L'espace client en ligne d'ADIVE.",
  alternates: { canonical: '/login' },
  robots: { index: false, follow: true },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Espace client"} trail={"Espace client"} />
    </>
  );
}
