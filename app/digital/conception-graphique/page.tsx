import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Conception graphique",
  description: "Conception graphique pour le digital : identité visuelle, visuels pour les réseaux sociaux et supports de communication.",
  alternates: { canonical: '/digital/conception-graphique' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Conception graphique"} trail={"Conception graphique"} />
      <PageSection actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Conception graphique pour le digital : identité visuelle, visuels pour les réseaux sociaux et supports de communication."}</p>
      </PageSection>
    </>
  );
}
