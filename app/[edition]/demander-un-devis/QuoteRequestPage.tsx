import { DataNotice } from '@/components/legal/DataNotice';
// The quote page's content, shared by its static and its prefilled route.
import type { Metadata } from 'next';
import { CalendarCheck, FileText, MessagesSquare } from '@/components/ui/icons';
import { IconSteps, type IconStep } from '@/components/ui/IconSteps';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

export const QUOTE_PAGE_METADATA: Metadata = pageMetadata({
  title: 'Demander un devis',
  description:
    'Demandez un devis gratuit à ADIVE pour une formation, une étude, une mission de prospection, une stratégie digitale ou une conception graphique.',
  path: PAGES.quote,
});

const STEPS: IconStep[] = [
  { icon: { FileText }, title: 'Vous décrivez votre besoin', text: 'Quelques lignes suffisent : le service, vos objectifs, vos délais.' },
  { icon: { MessagesSquare }, title: 'Nous échangeons', text: 'Un conseiller vous rappelle pour préciser le périmètre et le budget.' },
  { icon: { CalendarCheck }, title: 'Vous recevez une proposition', text: 'Une offre claire et chiffrée, adaptée à votre organisation.' },
];

/**
 * The quote page, with the form prefilled (`?service=…&message=…`, read on the server so that it is in the HTML
 * without JavaScript too): static without a prefill (page.tsx, which a phone may keep for offline use), per request
 * with one (prerempli/page.tsx, where the proxy sends such addresses).
 */
export function QuoteRequestPage({ prefill }: { prefill: { service: string; message: string } }) {
  return (
    <>
      <Breadcrumb title="Demander un devis" trail="Devis" />
      <section className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">Devis gratuit et sans engagement</p>
          <h2 className="mt-2 text-2xl font-extrabold md:text-3xl">
            Demander un devis pour des <span className="text-brand-gradient">Services personnalisés</span>
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">
            Formation, étude de marché, prospection commerciale ou projet digital : décrivez votre besoin, nous vous
            répondons sous 48 heures ouvrées avec une proposition adaptée à votre budget.
          </p>
          <IconSteps steps={STEPS} />
          <div className="mt-10 hidden lg:block">
            <ContactDetails layout="list" />
          </div>
        </div>
        <div className="self-start rounded-3xl border border-ink-100 bg-white p-5 shadow-xl shadow-ink-900/5 sm:p-8 lg:sticky lg:top-28">
          <h2 className="sr-only">Formulaire de demande de devis</h2>
          <QuoteForm service={prefill.service} message={prefill.message} />
          <DataNotice kind="quote" />
        </div>
      </section>
    </>
  );
}
