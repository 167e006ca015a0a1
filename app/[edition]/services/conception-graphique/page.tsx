import { ServicePage } from '@/components/services/ServicePage';
import { serviceMetadata } from '@/lib/seo/metadata';
import { StatsSection } from '@/components/services/StatsSection';
import { DESIGN_COUNTERS } from '@/lib/content/counters';
import { SERVICES } from '@/lib/content/services';

const service = SERVICES['conception-graphique'];

export const metadata = serviceMetadata(service);

export default function Page() {
  return (
    <ServicePage service={service}>
      <StatsSection
        id="studio-chiffres"
        eyebrow="Le studio en chiffres"
        title="Des milliers de créations pour nos clients"
        lead="Commerçants, PME, institutions et associations nous confient leur image au quotidien."
        stats={DESIGN_COUNTERS}
      />
    </ServicePage>
  );
}
