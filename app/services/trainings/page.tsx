import type { Metadata } from 'next';
import { TrainingCatalogue } from '@/components/trainings/TrainingCatalogue';

export const revalidate = 60;

// Same catalogue as /nos-formations, which is the canonical address.
export const metadata: Metadata = {
  title: 'Nos formations',
  description:
    'Formations professionnelles programmées par ADIVE : inter-entreprises, e-learning et classes virtuelles, au Burkina Faso et en ligne.',
  alternates: { canonical: '/nos-formations' },
};

export default function Page() {
  return <TrainingCatalogue path="/services/trainings" />;
}
