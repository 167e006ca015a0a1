import type { Metadata } from 'next';
import { ServicePage } from '@/components/services/ServicePage';
import { serviceMetadata } from '@/lib/seo/metadata';
import { StatsSection } from '@/components/services/StatsSection';
import { DESIGN_COUNTERS } from '@/lib/content/counters';
import { serviceOf } from '@/lib/content/services';
import { editionTexts, pageEdition } from '@/lib/i18n/edition';

export async function generateMetadata(): Promise<Metadata> {
  const edition = await pageEdition();
  return serviceMetadata(serviceOf('conception-graphique', edition), edition);
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const words = texts.services.design;
  return (
    <ServicePage service={serviceOf('conception-graphique', edition)}>
      <StatsSection
        id="studio-chiffres"
        eyebrow={words.statsEyebrow}
        title={words.statsTitle}
        lead={words.statsLead}
        stats={DESIGN_COUNTERS.map((stat, index) => ({ ...stat, label: words.counters[index] ?? stat.label }))}
      />
    </ServicePage>
  );
}
