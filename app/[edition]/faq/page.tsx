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
import { PAGES } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: 'Foire aux questions',
  description: 'Réponses aux questions fréquentes sur les services, les formations, le recrutement et les paiements chez ADIVE.',
  path: PAGES.faq,
  ownShareImage: true,
});

export default async function Page() {
  const result = await getFaqs();
  return (
    <>
      <Breadcrumb title="Foire aux questions" trail="FAQ" />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Questions fréquentes" data-testid="faq">
          {!result.ok ? (
            <CmsUnavailable retryHref={PAGES.faq} />
          ) : result.data.length === 0 ? (
            <EmptyState>Aucune question pour le moment.</EmptyState>
          ) : (
            <>
              <JsonLd data={faqPageJsonLd(result.data)} />
              <FaqAccordion faqs={result.data} />
            </>
          )}
        </section>
        <aside className="h-fit rounded-3xl bg-ink-900 p-6 text-white">
          <Icon of={{ MessageCircleQuestion }} aria-hidden className="size-8 text-brand-400" />
          <h2 className="mt-3 text-xl font-bold text-white">Vous ne trouvez pas votre réponse ?</h2>
          <p className="mt-2 text-sm text-ink-200">Notre équipe vous répond du lundi au samedi.</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={mainPhone.href} className="font-bold text-white hover:text-brand-300">
                {mainPhone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="font-bold text-white hover:text-brand-300">
                {site.email}
              </a>
            </li>
          </ul>
          <Link href={PAGES.contact} className="btn btn-primary mt-5 w-full">
            Nous contacter
          </Link>
        </aside>
      </div>
    </>
  );
}
