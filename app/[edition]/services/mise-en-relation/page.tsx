import type { Metadata } from 'next';
import { CvActions, MatchingSteps, PricingPlans } from '@/components/services/JobMatching';
import { ServicePage } from '@/components/services/ServicePage';
import { serviceMetadata } from '@/lib/seo/metadata';
import { serviceOf } from '@/lib/content/services';
import { pageEdition } from '@/lib/i18n/edition';

export async function generateMetadata(): Promise<Metadata> {
  const edition = await pageEdition();
  return serviceMetadata(serviceOf('mise-en-relation', edition), edition);
}

export default async function Page() {
  return (
    <ServicePage service={serviceOf('mise-en-relation', await pageEdition())}>
      <MatchingSteps />
      <PricingPlans />
      <CvActions />
    </ServicePage>
  );
}
