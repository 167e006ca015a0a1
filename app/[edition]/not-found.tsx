import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { serverMessages } from '@/lib/messages';
import { PAGES } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'Page introuvable',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center md:py-28" data-page-introuvable="">
      <p className="text-brand-gradient font-display text-7xl font-extrabold md:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-extrabold md:text-3xl">{serverMessages.notFound}</h1>
      <p className="mt-3 max-w-md text-ink-600">
        La page que vous cherchez a peut-être été déplacée ou n&apos;existe plus.
      </p>
      <Link href={PAGES.home} className="btn btn-primary mt-8">
        Retour à l&apos;accueil
      </Link>
    </section>
  );
}
