import { TrainingCatalogue } from '@/components/trainings/TrainingCatalogue';
import { trainingCatalogueMetadata } from '@/lib/seo/metadata';

export const metadata = trainingCatalogueMetadata;

export default function Page() {
  return <TrainingCatalogue path="/services/trainings" />;
}
