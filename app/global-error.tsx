'use client';
import { SiteStyles } from '@/components/layout/SiteStyles';
import { messages } from '@/lib/messages';
import { PAGES } from '@/lib/paths';

// As in app/layout.tsx: Next's stylesheet in development, the inlined styles in production.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import cannot be left out of a build
if (process.env.NODE_ENV === 'development') require('@/styles/devStylesheet');

/** Last-resort boundary when the root layout itself fails: its own document, the same way back. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="fr">
      <body>
        <SiteStyles />
        <title>{`${messages.unexpectedError} | ADIVE`}</title>
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
          <h1 className="text-2xl font-extrabold">{messages.unexpectedError}</h1>
          <p>Une erreur inattendue s&apos;est produite.</p>
          <div className="flex gap-3">
            <button type="button" onClick={() => retry()} className="btn btn-primary">
              Réessayer
            </button>
            {/* A full page load: the client router may be what broke. */}
            <a href={PAGES.home} className="btn btn-outline">
              Retour à l&apos;accueil
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
