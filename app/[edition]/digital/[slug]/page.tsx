import { digitalPath } from '@/lib/paths';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DigitalServicePage } from '@/components/services/DigitalServicePage';
import { DIGITAL_SERVICES, findDigitalService } from '@/lib/content/digital';
import { editionTexts, pageEdition } from '@/lib/i18n/edition';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

// Only the pages of the table exist; any other /digital/... is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return DIGITAL_SERVICES.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const service = findDigitalService((await params).slug, edition);
  if (!service) return {};
  return pageMetadata({
    edition,
    // Two digital pages share their name with a /services page: the suffix keeps every title unique.
    title: texts.digital.page.metadataTitle(service.title),
    description: service.description,
    path: digitalPath(service.slug),
  });
}

export default async function Page({ params }: Props) {
  const service = findDigitalService((await params).slug, await pageEdition());
  if (!service) notFound();
  return <DigitalServicePage service={service} />;
}
