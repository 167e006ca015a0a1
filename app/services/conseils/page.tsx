import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Conseils et études",
  description: "Conseil en stratégie, études de marché et études de faisabilité pour les entreprises et institutions, par ADIVE.",
  alternates: { canonical: '/services/conseils' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Conseils et études"} trail={"Conseils et études"} />
      <PageSection heading="Décider sur la base de données fiables" actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Études de marché, enquêtes de satisfaction, études de faisabilité et conseil en organisation."}</p>
      </PageSection>
    </>
  );
}
