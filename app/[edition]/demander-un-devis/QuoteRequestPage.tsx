import { DataNotice } from '@/components/legal/DataNotice';
// The quote page's content, shared by its static and its prefilled route, in the page's edition.
import type { Metadata } from 'next';
import { CalendarCheck, FileText, MessagesSquare } from '@/components/ui/icons';
import { IconSteps, type IconStep } from '@/components/ui/IconSteps';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { quoteFormTexts } from '@/lib/forms/editionTexts';
import { editionTexts } from '@/lib/i18n/edition';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

/** The quote page's metadata in the page's edition (both routes: the canonical address is the quote page's). */
export async function quotePageMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.quotePage;
  return pageMetadata({ edition, title: words.title, description: words.description, path: PAGES.quote });
}

/** The steps' icons, in the order of their texts (lib/i18n, requests.quotePage.steps). */
const STEP_ICONS: IconStep['icon'][] = [{ FileText }, { MessagesSquare }, { CalendarCheck }];

/**
 * The quote page, with the form prefilled (`?service=…&message=…`, read on the server so that it is in the HTML
 * without JavaScript too): static without a prefill (page.tsx, which a phone may keep for offline use), per request
 * with one (prerempli/page.tsx, where the proxy sends such addresses).
 */
export async function QuoteRequestPage({ prefill }: { prefill: { service: string; message: string } }) {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.quotePage;
  const steps: IconStep[] = words.steps.map((step, index) => ({ ...step, icon: STEP_ICONS[index] ?? { FileText } }));
  return (
    <>
      <Breadcrumb title={words.title} trail={words.trail} />
      <section className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{words.eyebrow}</p>
          <h2 className="mt-2 text-2xl font-extrabold md:text-3xl">
            {words.headingStart}
            <span className="text-brand-gradient">{words.headingHighlight}</span>
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{words.intro}</p>
          <IconSteps steps={steps} />
          <div className="mt-10 hidden lg:block">
            <ContactDetails layout="list" />
          </div>
        </div>
        <div className="self-start rounded-3xl border border-ink-100 bg-white p-5 shadow-xl shadow-ink-900/5 sm:p-8 lg:sticky lg:top-28">
          <h2 className="sr-only">{words.formHeading}</h2>
          <QuoteForm service={prefill.service} message={prefill.message} texts={quoteFormTexts(edition)} />
          <DataNotice kind="quote" />
        </div>
      </section>
    </>
  );
}
