import { mainPhone, site } from '@/lib/site';

/**
 * These forms are sent from the browser (spec section 7). Without JavaScript the form falls back to the
 * visitor's e-mail program (mailto action); this note says so and gives the direct contacts.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-800">
        {`JavaScript est désactivé : l'envoi ouvrira votre messagerie. Vous pouvez aussi nous écrire à ${site.email} ou nous appeler au ${mainPhone.display}.`}
      </p>
    </noscript>
  );
}

/** Form attributes used before JavaScript runs (or without it): the fields go to the firm's address by e-mail. */
export const noScriptFormProps = {
  action: `mailto:${site.email}`,
  method: 'post',
  encType: 'text/plain',
} as const;
