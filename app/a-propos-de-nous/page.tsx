import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "À propos de nous",
  description: "Découvrez ADIVE, Agence du digital et de la vente : cabinet de conseil, d'études, de formation et de recrutement basé à Ouagadougou.",
  alternates: { canonical: '/a-propos-de-nous' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"À propos de nous"} trail={"À propos"} />
      <PageSection heading="Une agence burkinabè au service de votre croissance" actions={[{"href": "/contact", "label": "Nous contacter"}, {"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}]}>
        <p>{"ADIVE accompagne les entreprises, les institutions et les porteurs de projets du Burkina Faso et de l'Afrique de l'Ouest : conseil, études de marché, formation professionnelle, recrutement et services digitaux."}</p>
      </PageSection>
    </>
  );
}
