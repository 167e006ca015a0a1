import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Stratégie marketing digital",
  description: "Stratégie de marketing digital : réseaux sociaux, référencement, publicité en ligne et contenus, par ADIVE.",
  alternates: { canonical: '/services/strategie-marketing-digital' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Stratégie marketing digital"} trail={"Marketing digital"} />
      <PageSection heading="Être visible là où sont vos clients" actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Nous construisons et pilotons votre présence en ligne pour attirer et convertir vos clients."}</p>
      </PageSection>
    </>
  );
}
