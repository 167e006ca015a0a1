import type { Metadata } from 'next';
import { DeliveryCalls, DeliveryPrices } from '@/components/services/DeliveryOffer';
import { ServicePage } from '@/components/services/ServicePage';
import { serviceMetadata } from '@/lib/seo/metadata';
import { StatsSection } from '@/components/services/StatsSection';
import { DELIVERY_COUNTERS } from '@/lib/content/counters';
import { serviceOf } from '@/lib/content/services';
import { editionTexts, pageEdition } from '@/lib/i18n/edition';

export async function generateMetadata(): Promise<Metadata> {
  const edition = await pageEdition();
  return serviceMetadata(serviceOf('livraison', edition), edition);
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const words = texts.services.delivery;
  return (
    <ServicePage service={serviceOf('livraison', edition)} cta={<DeliveryCalls />}>
      <DeliveryPrices />
      <StatsSection
        id="livraison-chiffres"
        eyebrow={words.statsEyebrow}
        title={words.statsTitle}
        stats={DELIVERY_COUNTERS.map((stat, index) => ({ ...stat, label: words.counters[index] ?? stat.label }))}
      />
    </ServicePage>
  );
}
