import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Demander un devis",
  description: "Demandez un devis gratuit à ADIVE pour une formation, une étude, une mission de prospection, une stratégie digitale ou une conception graphique.",
  alternates: { canonical: '/demander-un-devis' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Demander un devis"} trail={"Devis"} />
      <PageSection heading="Demander un devis pour des Services personnalisés" actions={[{"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Décrivez votre besoin : nous vous répondons sous 48 heures ouvrées avec une proposition adaptée à votre budget."}</p>
      </PageSection>
    </>
  );
}
