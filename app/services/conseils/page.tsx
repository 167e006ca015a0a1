import { ServicePage, serviceMetadata } from '@/components/services/ServicePage';
import { SERVICES } from '@/lib/content/services';

const service = SERVICES['conseils'];

export const metadata = serviceMetadata(service);

export default function Page() {
  return <ServicePage service={service} />;
}
