import { DeliveryCalls, DeliveryPrices } from '@/components/services/DeliveryOffer';
import { ServicePage } from '@/components/services/ServicePage';
import { serviceMetadata } from '@/lib/seo/metadata';
import { StatsSection } from '@/components/services/StatsSection';
import { DELIVERY_COUNTERS } from '@/lib/content/counters';
import { SERVICES } from '@/lib/content/services';

const service = SERVICES.livraison;

export const metadata = serviceMetadata(service);

export default function Page() {
  return (
    <ServicePage service={service} cta={<DeliveryCalls />}>
      <DeliveryPrices />
      <StatsSection
        id="livraison-chiffres"
        eyebrow="Notre réseau"
        title="Un réseau de coursiers qui a fait ses preuves"
        stats={DELIVERY_COUNTERS}
      />
    </ServicePage>
  );
}
