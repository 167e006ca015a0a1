import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';

export const metadata: Metadata = {
  title: "Espace vente en ligne",
  description: "Livres de gestion, de marketing et d'entrepreneuriat en Afrique, en vente en ligne chez ADIVE, prix en francs CFA.",
  alternates: { canonical: '/adive-biblio' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"ADIVE espace vente en ligne"} trail={"Espace vente en ligne"} />
    </>
  );
}
