import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/layout/Breadcrumb';

export const metadata: Metadata = {
  title: "Offres d'emploi",
  description: "Les offres d'emploi et de stage publiées par ADIVE et ses entreprises partenaires au Burkina Faso et en Afrique de l'Ouest.",
  alternates: { canonical: '/nos-offres-emplois' },
};

export default function Page() {
  return (
    <>
      <Breadcrumb title={"Nos offres d'emploi"} trail={"Emplois"} />
    </>
  );
}
