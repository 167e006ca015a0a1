import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { DEFAULT_EDITION } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { pageEdition } from '@/lib/i18n/edition';
import { PAGES, pageIn } from '@/lib/paths';
import { NOT_INDEXED } from '@/lib/seo/metadata';

// A not-found boundary takes a static `metadata` only: its title is French here. The page the proxy rewrites nearly
// every 404 to (%5Fintrouvable) has its title in its edition.
export const metadata: Metadata = { title: textsOf(DEFAULT_EDITION).screens.notFound.title, robots: NOT_INDEXED };

export default async function NotFound() {
  const edition = await pageEdition();
  const texts = textsOf(edition).screens.notFound;
  return (
    <section className="container-page flex flex-col items-center py-20 text-center md:py-28" data-page-introuvable="">
      <p className="text-brand-gradient font-display text-7xl font-extrabold md:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-extrabold md:text-3xl">{texts.heading}</h1>
      <p className="mt-3 max-w-md text-ink-600">{texts.text}</p>
      <Link href={pageIn(edition, PAGES.home)} className="btn btn-primary mt-8">
        {texts.backHome}
      </Link>
    </section>
  );
}
