import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { PageSection } from '@/components/layout/PageSection';
import { digitalServices, findDigitalService } from '@/lib/content/digital';

type Props = { params: Promise<{ slug: string }> };

// Only the pages of the table exist; any other /digital/... is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return digitalServices.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = findDigitalService((await params).slug);
  if (!service) return {};
  return {
    title: service.title,
    description: service.description,
    alternates: { canonical: `/digital/${service.slug}` },
  };
}

export default async function Page({ params }: Props) {
  const service = findDigitalService((await params).slug);
  if (!service) notFound();
  return (
    <>
      <Breadcrumb title={service.title} trail={[{ label: 'Digital' }, { label: service.title }]} />
      <PageSection
        actions={[
          { href: '/demander-un-devis', label: 'Demander un devis', primary: true },
          { href: '/contact', label: 'Nous contacter' },
        ]}
      >
        <p>{service.description}</p>
      </PageSection>
    </>
  );
}
