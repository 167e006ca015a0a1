import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Conception graphique",
  description: "Identité visuelle, logos, supports imprimés et visuels pour les réseaux sociaux, par le studio graphique d'ADIVE.",
  alternates: { canonical: '/services/conception-graphique' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Conception graphique"} trail={"Conception graphique"} />
      <PageSection heading="Une image qui vous ressemble" actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Logos, chartes graphiques, affiches, flyers et visuels pour vos réseaux sociaux."}</p>
      </PageSection>
    </>
  );
}
