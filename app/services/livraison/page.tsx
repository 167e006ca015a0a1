import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Service de livraison",
  description: "Livraison de colis et de commandes à Ouagadougou et hors de Ouagadougou par les coursiers d'ADIVE.",
  alternates: { canonical: '/services/livraison' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Service de livraison"} trail={"Livraison"} />
      <PageSection heading="Vos livraisons en toute confiance" actions={[{"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Des coursiers fiables pour vos colis et commandes, à Ouagadougou et au-delà."}</p>
      </PageSection>
    </>
  );
}
