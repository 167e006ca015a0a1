import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { Icon, MessageCircleQuestion } from '@/components/ui/icons';
import { FaqAccordion } from '@/components/faq/FaqAccordion';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { JsonLd } from '@/components/ui/JsonLd';
import { getFaqs } from '@/lib/cms';
import { mainPhone, site } from '@/lib/site';
import { faqPageJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES, pageIn } from '@/lib/paths';
import { editionTexts } from '@/lib/i18n/edition';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  return pageMetadata({ edition, title: texts.faq.title, description: texts.faq.description, path: PAGES.faq, ownShareImage: true });
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const t = texts.faq;
  const result = await getFaqs(edition);
  return (
    <>
      <Breadcrumb title={t.title} trail={t.trail} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t.questions} data-testid="faq">
          {!result.ok ? (
            <CmsUnavailable retryHref={PAGES.faq} />
          ) : result.data.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <>
              <JsonLd data={faqPageJsonLd(result.data)} />
              <FaqAccordion faqs={result.data} />
            </>
          )}
        </section>
        <aside className="h-fit rounded-3xl bg-ink-900 p-6 text-white">
          <Icon of={{ MessageCircleQuestion }} aria-hidden className="size-8 text-brand-400" />
          <h2 className="mt-3 text-xl font-bold text-white">{t.askTitle}</h2>
          <p className="mt-2 text-sm text-ink-200">{t.askText}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={mainPhone.href} dir="ltr" className="font-bold text-white hover:text-brand-300">
                {mainPhone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} dir="ltr" className="font-bold text-white hover:text-brand-300">
                {site.email}
              </a>
            </li>
          </ul>
          <Link href={pageIn(edition, PAGES.contact)} className="btn btn-primary mt-5 w-full">
            {t.contactUs}
          </Link>
        </aside>
      </div>
    </>
  );
}
