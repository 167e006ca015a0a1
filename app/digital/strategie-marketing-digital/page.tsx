import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Stratégie marketing digital",
  description: "Stratégie de marketing digital pour les entreprises d'Afrique de l'Ouest : audit, plan d'action, campagnes et mesure des résultats.",
  alternates: { canonical: '/digital/strategie-marketing-digital' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Stratégie marketing digital"} trail={"Stratégie marketing digital"} />
      <PageSection actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Stratégie de marketing digital pour les entreprises d'Afrique de l'Ouest : audit, plan d'action, campagnes et mesure des résultats."}</p>
      </PageSection>
    </>
  );
}
