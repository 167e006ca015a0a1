'use client';
import { startTransition, useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { ClientIcon } from '@/components/ui/ClientIcon';
import { Honeypot } from './Honeypot';
import { subscribeToNewsletter, type NewsletterState } from '@/lib/actions/newsletter';
import { newsletterRequest, type NewsletterTexts } from '@/lib/forms/newsletter';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email';
import { EDITION_FIELD } from '@/lib/forms/editionField';

const initialState: NewsletterState = { status: 'idle', message: '', email: '' };

export const FRENCH_NEWSLETTER_TEXTS: NewsletterTexts = {
  edition: 'fr',
  invalid: newsletterRequest.fields.email.message,
  subscribe: "S'abonner",
  subscribing: 'Inscription...',
  placeholder: 'nom@exemple.com',
  closeMessage: 'Fermer le message',
  honeypot: 'Ne pas remplir ce champ',
};

/**
 * Newsletter subscription (footer block and side menu). Posts to a server action, so it also works
 * before JavaScript has arrived; with JavaScript the address is checked first and nothing typed is lost. Its words are
 * the page's edition's (`texts`, French by default); off the French edition it sends the edition, which the server
 * answers in.
 */
export function NewsletterForm({
  variant = 'light',
  label = 'Votre adresse e-mail',
  texts = FRENCH_NEWSLETTER_TEXTS,
}: {
  variant?: 'light' | 'dark';
  label?: string;
  texts?: NewsletterTexts;
}) {
  const [state, formAction, pending] = useActionState(subscribeToNewsletter, initialState);
  const [email, setEmail] = useState(state.email);
  const [banner, setBanner] = useState<{ kind: 'success' | 'error'; text: string } | null>(bannerFor(state));
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();

  // A new answer from the server: show it, and empty the field only on success (state adjusted during render).
  const [shownState, setShownState] = useState(state);
  if (state !== shownState) {
    setShownState(state);
    if (state.status !== 'idle') {
      setBanner(bannerFor(state));
      if (state.status === 'success') setEmail('');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Handled here rather than by the native form action so React does not reset the field on failure.
    event.preventDefault();
    const value = email.trim();
    if (!newsletterRequest.fields.email.valid(value)) {
      setBanner({ kind: 'error', text: texts.invalid });
      inputRef.current?.focus();
      return;
    }
    setBanner(null);
    const data = new FormData(event.currentTarget);
    data.set('email', value);
    startTransition(() => formAction(data));
  }

  const dark = variant === 'dark';
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="relative w-full" data-testid="newsletter-form">
      <label htmlFor={inputId} className={`mb-2 block text-sm font-bold ${dark ? 'text-white' : 'text-ink-800'}`}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={texts.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={banner?.kind === 'error' && banner.text === texts.invalid ? true : undefined}
          aria-describedby={banner ? messageId : undefined}
          className={`min-w-0 flex-1 rounded-full border px-4 py-2.5 text-sm outline-none focus:ring-2 focus:ring-brand-400 ${
            dark ? 'border-white/20 bg-white/10 text-white placeholder:text-white/60' : 'border-ink-200 bg-white text-ink-900'
          }`}
        />
        <button
          type="submit"
          disabled={pending}
          className={`btn shrink-0 px-4 disabled:opacity-70 ${dark ? 'bg-white text-accent-700 hover:bg-brand-50' : 'btn-primary'}`}
        >
          <ClientIcon name="send" className="size-4" />
          <span>{pending ? texts.subscribing : texts.subscribe}</span>
        </button>
      </div>
      {texts.edition === 'fr' ? null : <input type="hidden" name={EDITION_FIELD} value={texts.edition} />}
      <Honeypot label={texts.honeypot} />
      <div id={messageId} aria-live="polite" role="status" className="mt-2 min-h-0">
        {banner ? (
          <p
            data-banner={banner.kind}
            className={`flex items-start justify-between gap-2 rounded-xl px-3 py-2 text-sm font-medium ${
              banner.kind === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-700'
            }`}
          >
            <span data-banner-text>{banner.text}</span>
            <button type="button" onClick={() => setBanner(null)} className="shrink-0 rounded-full p-0.5 hover:bg-black/5">
              <ClientIcon name="close" className="size-4" />
              <span className="sr-only">{texts.closeMessage}</span>
            </button>
          </p>
        ) : null}
      </div>
    </form>
  );
}

function bannerFor(state: NewsletterState): { kind: 'success' | 'error'; text: string } | null {
  if (state.status === 'idle') return null;
  return { kind: state.status === 'success' ? 'success' : 'error', text: state.message };
}
