import type { Metadata } from 'next';
import { Image } from '@/components/ui/Image';
import { notFound } from 'next/navigation';
import { Award, ClipboardCheck, Icon, UserRound } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailablePage } from '@/components/ui/CmsUnavailable';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { Tabs } from '@/components/ui/Tabs';
import { PaymentMethods } from '@/components/trainings/PaymentMethods';
import { paymentListTexts } from '@/components/trainings/paymentListTexts';
import { withPaymentLogo } from '@/components/trainings/paymentLogo';
import { TrainerProfile } from '@/components/trainings/TrainerProfile';
import { TrainingSideCard } from '@/components/trainings/TrainingSideCard';
import { trainerName, yesNo } from '@/components/trainings/trainingText';
import { getPaymentMethods, getTrainingBySlug } from '@/lib/cms';
import { itemStaticParams } from '@/lib/items/staticParams';
import { truncate } from '@/lib/format';
import { JsonLd } from '@/components/ui/JsonLd';
import { courseJsonLd } from '@/lib/seo/jsonLd';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, pageIn, trainingPath } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemRead, withPreview } from '@/lib/items/preview';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { InItemLanguage, UntranslatedNotice } from '@/components/ui/Untranslated';
import { itemInEdition, itemPageIn, staticEdition } from '@/lib/items/editions';
import { DEFAULT_EDITION } from '@/lib/editions';

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = ({ params }: { params?: { edition?: string } }) => itemStaticParams('training', staticEdition(params));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const read = await itemRead('training', slug);
  const { edition, texts } = await editionTexts();
  const result = await getTrainingBySlug(slug, { ...read, edition });
  if (!result.ok || !result.data) return { title: texts.trainings.detail.title };
  const training = result.data;
  const { editionPaths } = await itemInEdition('training', training, edition);
  return withPreview(
    pageMetadata({
      edition,
      title: training.theme,
      description: truncate(training.description, 155),
      path: trainingPath(training.slug),
      editionPaths,
      ownShareImage: true,
    }),
    read,
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-2 leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

// No loading.tsx in this segment: the 404 must be decided before anything streams.
export default async function Page({ params }: Props) {
  const { slug } = await params;
  const read = await itemRead('training', slug);
  const { edition, texts: all } = await editionTexts();
  const result = await getTrainingBySlug(slug, { ...read, edition });
  const texts = all.trainings.detail;
  const trainingsCrumb = { label: all.trainings.catalogue.crumb, href: PAGES.trainings };
  if (!result.ok) {
    return <CmsUnavailablePage title={texts.title} trail={[trainingsCrumb]} retryHref={pageIn(edition, trainingPath(slug))} />;
  }
  const training = result.data;
  if (!training) notFound();
  const { untranslated } = await itemPageIn('training', training, edition);
  const language = training.localization?.locale ?? DEFAULT_EDITION;
  const payments = await getPaymentMethods(edition);
  const banner = training.images[1] ?? training.images[0];
  const trainer = trainerName(training.trainer);

  const overview = (
    <InItemLanguage language={language} className="space-y-6">
      <Block title={texts.description}>
        <p className="whitespace-pre-line">{training.description}</p>
      </Block>
      {training.objectives ? (
        <Block title={texts.objectives}>
          <p className="whitespace-pre-line">{training.objectives}</p>
        </Block>
      ) : null}
      {training.target ? (
        <Block title={texts.target}>
          <SafeHtml html={training.target} />
        </Block>
      ) : null}
      {training.skills ? (
        <Block title={texts.skills}>
          <p className="whitespace-pre-line">{training.skills}</p>
        </Block>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        <li className="flex items-center gap-3 rounded-2xl bg-ink-50 p-4">
          <Icon of={{ Award }} aria-hidden className="size-6 text-brand-600" />
          <span>
            {texts.withCertificate}
            <strong>{yesNo(training.withCertificate, edition)}</strong>
          </span>
        </li>
        <li className="flex items-center gap-3 rounded-2xl bg-ink-50 p-4">
          <Icon of={{ ClipboardCheck }} aria-hidden className="size-6 text-brand-600" />
          <span>
            {texts.withTest}
            <strong>{yesNo(training.withTest, edition)}</strong>
          </span>
        </li>
      </ul>
    </InItemLanguage>
  );

  return (
    <>
      {read.draft ? <PreviewBanner /> : null}
      <JsonLd data={courseJsonLd(training, { edition })} />
      <Breadcrumb title={training.theme} titleLanguage={language} trail={[trainingsCrumb, { label: training.theme }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {untranslated ? <UntranslatedNotice className="mb-6" /> : null}
          {banner ? (
            <div className="relative aspect-[21/9] overflow-hidden rounded-3xl bg-ink-50 shadow-sm">
              <Image
                src={banner.url}
                alt={banner.alt || texts.bannerAlt(training.theme)}
                fill
                priority
                sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
                className="object-cover"
              />
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {training.type ? (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">{training.type}</span>
            ) : null}
            {training.mode ? (
              <span className="rounded-full bg-ink-50 px-3 py-1 text-sm font-bold text-ink-700">{training.mode}</span>
            ) : null}
            {trainer ? (
              <span className="inline-flex items-center gap-1.5 text-sm text-ink-600">
                <Icon of={{ UserRound }} aria-hidden className="size-4" />
                <span className="sr-only">{texts.trainer}</span>
                {trainer}
              </span>
            ) : null}
          </div>
          <div className="mt-8">
            <Tabs
              label={texts.tabs}
              layout="row"
              showAllWithoutScript
              items={[
                { id: 'apercu', label: texts.overview, content: overview },
                { id: 'instructeur', label: texts.instructor, content: <TrainerProfile trainer={training.trainer} edition={edition} /> },
                {
                  id: 'paiements',
                  label: texts.payments,
                  content: <PaymentMethods initial={payments.ok ? payments.data.map(withPaymentLogo) : null} texts={paymentListTexts(edition)} />,
                },
              ]}
            />
          </div>
        </div>
        <div className="lg:sticky lg:top-28 lg:self-start">
          <TrainingSideCard training={training} edition={edition} />
        </div>
      </div>
    </>
  );
}
