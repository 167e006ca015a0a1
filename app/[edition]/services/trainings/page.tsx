import { catalogueMetadata, TrainingCatalogue } from '@/components/trainings/TrainingCatalogue';
import { getTrainings } from '@/lib/cms';
import { pageEdition } from '@/lib/i18n/edition';
import { PAGES } from '@/lib/paths';

export const generateMetadata = catalogueMetadata;

export default async function Page() {
  return <TrainingCatalogue path={PAGES.trainingsAlias} trainings={await getTrainings(await pageEdition())} />;
}
