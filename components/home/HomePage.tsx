import type { Metadata } from 'next';
import Link from 'next/link';
import { site } from '@/lib/site';

/** Metadata of / and /accueil (same page; / is the canonical address). */
export const homeMetadata: Metadata = {
  title: { absolute: `${site.name} — ${site.legalName} | Conseil, formation et recrutement au Burkina Faso` },
  description: site.description,
  alternates: { canonical: '/' },
};

/** Home page (/ and /accueil). */
export function HomePage() {
  return (
    <section className="relative overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="bg-brand-gradient absolute -right-32 -top-32 size-[28rem] rounded-full opacity-50 blur-3xl" />
      <div className="container-page relative py-16 md:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-300">{site.legalName}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-extrabold leading-tight text-white md:text-5xl">
          Conseil, études, formation et recrutement pour les entreprises du Burkina Faso
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-200">
          ADIVE accompagne les entreprises et les institutions d&apos;Afrique de l&apos;Ouest pour vendre mieux, former leurs
          équipes, recruter les bons profils et réussir leur transformation digitale.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/demander-un-devis" className="btn btn-primary">
            Demander un devis
          </Link>
          <Link href="/contact" className="btn border-2 border-white/30 text-white hover:border-white">
            Nous contacter
          </Link>
        </div>
      </div>
    </section>
  );
}
