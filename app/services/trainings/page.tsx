import { TrainingCatalogue } from '@/components/trainings/TrainingCatalogue';
import { getTrainings } from '@/lib/cms';
import { trainingCatalogueMetadata } from '@/lib/seo/metadata';

export const metadata = trainingCatalogueMetadata;

export default async function Page() {
  return <TrainingCatalogue path="/services/trainings" trainings={await getTrainings()} />;
}
