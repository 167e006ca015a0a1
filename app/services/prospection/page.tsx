import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Prospection commerciale",
  description: "Mise à disposition d'équipes de prospection, de commerciaux terrain, d'hôtesses et d'agents de collecte de données au Burkina Faso.",
  alternates: { canonical: '/services/prospection' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Prospection commerciale"} trail={"Prospection commerciale"} />
      <PageSection heading="Des équipes terrain pour vos ventes" actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Prospection, force de vente terrain, animation commerciale et collecte de données : nous mettons à votre disposition des équipes formées et encadrées."}</p>
      </PageSection>
    </>
  );
}
