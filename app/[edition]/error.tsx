'use client';
import { Link } from '@/components/ui/Link';
import { useEffect } from 'react';
import { messages } from '@/lib/messages';
import { reloadForNewBuild } from '@/lib/offline/newBuild';
import { PAGES } from '@/lib/paths';

/** Root error boundary: the layout (header, footer) stays, the page area offers a way back. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    // A file of an older build, gone since a deployment: a fresh load from the current build, rather than this page.
    if (!reloadForNewBuild(error)) console.error(error);
  }, [error]);
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-2xl font-extrabold md:text-3xl">{messages.unexpectedError}</h1>
      <p className="mt-3 max-w-md text-ink-600">
        Une erreur inattendue s&apos;est produite. Réessayez ou revenez à l&apos;accueil.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className="btn btn-primary">
          Réessayer
        </button>
        <Link href={PAGES.home} className="btn btn-outline">
          Retour à l&apos;accueil
        </Link>
      </div>
    </section>
  );
}
