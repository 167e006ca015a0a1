import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';

export const metadata: Metadata = {
  title: "Actualités",
  description: "Les actualités d'ADIVE : formations, emploi, digital, études et conseils pour les entreprises du Burkina Faso.",
  alternates: { canonical: '/nos-actualites' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Toutes nos actualités"} trail={"Nos actualités"} />
    </>
  );
}
