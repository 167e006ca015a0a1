import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';

export const metadata: Metadata = {
  title: "Formations professionnelles",
  description: "Formations professionnelles inter-entreprises, intra-entreprise et en e-learning, adaptées à vos besoins, par ADIVE.",
  alternates: { canonical: '/services/formations-profesionnelles' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Formations professionnelles"} trail={"Formations professionnelles"} />
      <PageSection heading="Des formations adaptées à vos besoins" actions={[{"href": "/nos-formations", "label": "Voir les formations programmées", "primary": true}, {"href": "/contact", "label": "Nous contacter"}]}>
        <p>{"Nos formations sont personnalisées et peuvent être suivies en présentiel ou à distance, en classe virtuelle."}</p>
      </PageSection>
    </>
  );
}
