import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Nos services",
  description: "Conseil, études de marché, formations professionnelles, mise en relation emploi, prospection commerciale, marketing digital et livraison : tous les services d'ADIVE.",
  alternates: { canonical: '/nos-services' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Nos services"} trail={"Services"} />
      <PageSection heading="Des services pensés pour les entreprises de la sous-région" actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"De l'étude de marché à la mise en œuvre, ADIVE réunit les compétences dont votre organisation a besoin pour vendre, recruter et se transformer."}</p>
      </PageSection>
    </>
  );
}
