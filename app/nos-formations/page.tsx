import { TrainingCatalogue, trainingCatalogueMetadata } from '@/components/trainings/TrainingCatalogue';

export const revalidate = 60;

export const metadata = trainingCatalogueMetadata;

export default function Page() {
  return <TrainingCatalogue path="/nos-formations" />;
}
