import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Mise en relation emploi",
  description: "ADIVE met en relation chercheurs d'emploi et recruteurs : CV professionnel, lettre de motivation, préparation aux entretiens et sélection des candidats.",
  alternates: { canonical: '/services/mise-en-relation' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Mise en relation emploi"} trail={"Mise en relation emploi"} />
      <PageSection heading="Trouver le bon emploi, recruter le bon profil" actions={[{"href": "/nos-offres-emplois", "label": "Voir les offres d'emploi", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Du CV professionnel à l'embauche, nous accompagnons les candidats et les entreprises à chaque étape du recrutement."}</p>
      </PageSection>
    </>
  );
}
