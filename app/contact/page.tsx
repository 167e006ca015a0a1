import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Contact",
  description: "Contactez ADIVE à Ouagadougou : téléphone, e-mail, horaires et formulaire de message.",
  alternates: { canonical: '/contact' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Contactez-nous"} trail={"Contact"} />
      <PageSection heading="Parlons de votre projet" actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}]}>
        <p>{"Notre équipe vous répond du lundi au vendredi de 08H à 18H et le samedi de 08H à 13H."}</p>
      </PageSection>
    </>
  );
}
