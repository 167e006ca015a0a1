'use client';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { EDITIONS, DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { messages } from '@/lib/messages';
import { reloadForNewBuild } from '@/lib/offline/newBuild';
import { PAGES, pageIn } from '@/lib/paths';

// Next gives an error boundary no root params, and lib/i18n is the server's: its few words are here, each edition's
// (the only words of the site written in a client file for all editions; a few dozen bytes).
const WORDS: Readonly<Record<Edition, { heading: string; text: string; retry: string; home: string }>> = {
  fr: {
    heading: messages.unexpectedError,
    text: "Une erreur inattendue s'est produite. Réessayez ou revenez à l'accueil.",
    retry: 'Réessayer',
    home: "Retour à l'accueil",
  },
  en: {
    heading: messages.unexpectedError,
    text: 'An unexpected error has occurred. Try again or go back to the home page.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  ar: {
    heading: 'حدث خطأ غير متوقع في التطبيق!',
    text: 'حدث خطأ غير متوقع. أعد المحاولة أو عُد إلى الصفحة الرئيسية.',
    retry: 'أعد المحاولة',
    home: 'العودة إلى الصفحة الرئيسية',
  },
};

/** The edition of the public address shown (/en/…, /ar/…; French at the root). */
function editionOf(pathname: string | null): Edition {
  const first = pathname?.split('/')[1] ?? '';
  return EDITIONS.find((edition) => edition === first) ?? DEFAULT_EDITION;
}

/** Root error boundary: the layout (header, footer) stays, the page area offers a way back, in the page's edition. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const edition = editionOf(usePathname());
  const words = WORDS[edition];
  useEffect(() => {
    // A file of an older build, gone since a deployment: a fresh load from the current build, rather than this page.
    if (!reloadForNewBuild(error)) console.error(error);
  }, [error]);
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-2xl font-extrabold md:text-3xl">{words.heading}</h1>
      <p className="mt-3 max-w-md text-ink-600">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className="btn btn-primary">
          {words.retry}
        </button>
        <Link href={pageIn(edition, PAGES.home)} className="btn btn-outline">
          {words.home}
        </Link>
      </div>
    </section>
  );
}
