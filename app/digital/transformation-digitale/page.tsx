import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Transformation digitale",
  description: "Accompagnement à la transformation digitale des entreprises et organisations au Burkina Faso : diagnostic, feuille de route, outils et formation.",
  alternates: { canonical: '/digital/transformation-digitale' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Transformation digitale"} trail={"Transformation digitale"} />
      <PageSection actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Accompagnement à la transformation digitale des entreprises et organisations au Burkina Faso : diagnostic, feuille de route, outils et formation."}</p>
      </PageSection>
    </>
  );
}
