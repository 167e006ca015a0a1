import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Stratégie de communication digitale",
  description: "Stratégie de communication digitale : ligne éditoriale, réseaux sociaux, gestion de communauté et e-réputation.",
  alternates: { canonical: '/digital/strategie-communication-digitale' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Stratégie de communication digitale"} trail={"Stratégie de communication digitale"} />
      <PageSection actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Stratégie de communication digitale : ligne éditoriale, réseaux sociaux, gestion de communauté et e-réputation."}</p>
      </PageSection>
    </>
  );
}
