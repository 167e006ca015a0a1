import { ServicePage } from '@/components/services/ServicePage';
import { serviceMetadata } from '@/lib/seo/metadata';
import { SERVICES } from '@/lib/content/services';

const service = SERVICES['formations-profesionnelles'];

export const metadata = serviceMetadata(service);

export default function Page() {
  return <ServicePage service={service} />;
}
