import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';

export const metadata: Metadata = {
  title: "Foire aux questions",
  description: "Réponses aux questions fréquentes sur les services, les formations, le recrutement et les paiements chez ADIVE.",
  alternates: { canonical: '/faq' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Foire aux questions"} trail={"FAQ"} />
    </>
  );
}
