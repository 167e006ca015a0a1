import { DataNotice } from '@/components/legal/DataNotice';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { ArrowRight, Icon } from '@/components/ui/icons';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { OfficeMap } from '@/components/contact/OfficeMap';
import { ContactForm } from '@/components/forms/ContactForm';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGES } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description: 'Contactez ADIVE à Ouagadougou : téléphone, e-mail, adresse, horaires et formulaire de message.',
  path: PAGES.contact,
});

export default function Page() {
  return (
    <>
      <Breadcrumb title="Contactez-nous" trail="Contact" />
      <section className="container-page py-12 md:py-16" aria-labelledby="coordonnees">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">Nous sommes à votre écoute</p>
          <h2 id="coordonnees" className="mt-2 text-2xl font-extrabold md:text-3xl">
            Parlons de votre projet
          </h2>
          <p className="mt-3 text-lg text-ink-600">
            Appelez-nous, écrivez-nous ou passez nous voir à Ouagadougou : notre équipe vous répond pendant les
            horaires d&apos;ouverture.
          </p>
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
              Envoyez-nous un message
            </h2>
            <p className="mt-3 text-ink-600">
              Une question sur une formation, une offre d&apos;emploi ou un service ? Laissez-nous vos coordonnées,
              nous revenons vers vous rapidement.
            </p>
            <Link href={PAGES.quote} className="mt-6 inline-block font-bold text-brand-700 hover:underline">
              Besoin d&apos;une offre chiffrée ? Demandez un devis
              <Icon of={{ ArrowRight }} aria-hidden className="ml-1 inline size-4 align-[-3px]" />
            </Link>
          </div>
          <div className="self-start rounded-3xl border border-ink-100 bg-white p-5 shadow-xl shadow-ink-900/5 sm:p-8">
            <ContactForm />
            <DataNotice kind="contact" />
          </div>
        </div>
      </section>
    </>
  );
}
