import type { Metadata } from 'next';
import { ServicePage } from '@/components/services/ServicePage';
import { serviceMetadata } from '@/lib/seo/metadata';
import { serviceOf } from '@/lib/content/services';
import { pageEdition } from '@/lib/i18n/edition';

export async function generateMetadata(): Promise<Metadata> {
  const edition = await pageEdition();
  return serviceMetadata(serviceOf('formations-profesionnelles', edition), edition);
}

export default async function Page() {
  return <ServicePage service={serviceOf('formations-profesionnelles', await pageEdition())} />;
}
