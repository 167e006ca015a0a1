import { TrainingCatalogue } from '@/components/trainings/TrainingCatalogue';
import { getTrainings } from '@/lib/cms';
import { trainingCatalogueMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

export const metadata = trainingCatalogueMetadata;

export default async function Page() {
  return <TrainingCatalogue path={PAGES.trainings} trainings={await getTrainings()} />;
}
