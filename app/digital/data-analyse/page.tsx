import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Data et analyse",
  description: "Collecte, traitement et analyse de données, tableaux de bord et aide à la décision pour les organisations.",
  alternates: { canonical: '/digital/data-analyse' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Data et analyse"} trail={"Data et analyse"} />
      <PageSection actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Collecte, traitement et analyse de données, tableaux de bord et aide à la décision pour les organisations."}</p>
      </PageSection>
    </>
  );
}
