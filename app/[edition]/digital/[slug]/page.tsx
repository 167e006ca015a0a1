import { digitalPath } from '@/lib/paths';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DigitalServicePage } from '@/components/services/DigitalServicePage';
import { digitalServices, findDigitalService } from '@/lib/content/digital';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

// Only the pages of the table exist; any other /digital/... is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return digitalServices.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = findDigitalService((await params).slug);
  if (!service) return {};
  return pageMetadata({
    // Two digital pages share their name with a /services page: the suffix keeps every title unique.
    title: `${service.title} : services digitaux`,
    description: service.description,
    path: digitalPath(service.slug),
  });
}

export default async function Page({ params }: Props) {
  const service = findDigitalService((await params).slug);
  if (!service) notFound();
  return <DigitalServicePage service={service} />;
}
