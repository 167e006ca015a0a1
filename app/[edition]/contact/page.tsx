import { DataNotice } from '@/components/legal/DataNotice';
import type { Metadata } from 'next';
import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Icon } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { OfficeMap } from '@/components/contact/OfficeMap';
import { ContactForm } from '@/components/forms/ContactForm';
import { contactFormTexts } from '@/lib/forms/editionTexts';
import { editionTexts } from '@/lib/i18n/edition';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.contactPage;
  return pageMetadata({ edition, title: words.title, description: words.description, path: PAGES.contact });
}

export default async function Page() {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.contactPage;
  return (
    <>
      <Breadcrumb title={words.heading} trail={words.trail} />
      <section className="container-page py-12 md:py-16" aria-labelledby="coordonnees">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{words.eyebrow}</p>
          <h2 id="coordonnees" className="mt-2 text-2xl font-extrabold md:text-3xl">
            {words.detailsHeading}
          </h2>
          <p className="mt-3 text-lg text-ink-600">{words.detailsText}</p>
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <ContactDetails />
          <OfficeMap />
        </div>
      </section>
      <section className="bg-ink-50 py-12 md:py-16" aria-labelledby="ecrire">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
          <div>
            <h2 id="ecrire" className="text-2xl font-extrabold md:text-3xl">
              {words.formHeading}
            </h2>
            <p className="mt-3 text-ink-600">{words.formText}</p>
            <PageLink page={PAGES.quote} className="mt-6 inline-block font-bold text-brand-700 hover:underline">
              {words.quoteLink}
              <Icon of={{ ArrowRight }} aria-hidden className="ms-1 inline size-4 align-[-3px] rtl:-scale-x-100" />
            </PageLink>
          </div>
          <div className="self-start rounded-3xl border border-ink-100 bg-white p-5 shadow-xl shadow-ink-900/5 sm:p-8">
            <ContactForm texts={contactFormTexts(edition)} />
            <DataNotice kind="contact" />
          </div>
        </div>
      </section>
    </>
  );
}
