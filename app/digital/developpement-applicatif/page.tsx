import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Développement applicatif",
  description: "Développement de sites web, d'applications mobiles et de logiciels métiers sur mesure.",
  alternates: { canonical: '/digital/developpement-applicatif' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Développement applicatif"} trail={"Développement applicatif"} />
      <PageSection actions={[{"href": "/demander-un-devis", "label": "Demander un devis", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Développement de sites web, d'applications mobiles et de logiciels métiers sur mesure."}</p>
      </PageSection>
    </>
  );
}
