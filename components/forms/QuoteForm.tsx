'use client';
import { sendQuoteRequest } from '@/lib/actions/requests';
import { MESSAGE_MAX_LENGTH } from '@/lib/forms/limits';
import { sendFormByEmail } from '@/lib/forms/mailer';
import { QUOTE_SERVICES } from '@/lib/forms/services';
import { validateQuote, type QuoteField, type QuoteValues } from '@/lib/forms/validators';
import { messages } from '@/lib/messages';
import { EmailField, FieldFrame, NameField, PhoneInput, SelectField, TextAreaField } from './fields';
import { Honeypot } from './Honeypot';
import { FormFooter } from './FormFooter';
import { useRequestForm } from './useRequestForm';

const EMPTY: QuoteValues = { nom: '', email: '', phone: '', service: '', message: '' };

/**
 * The quote request, every field required. Stored in the CMS (`devis`) by a server action, then e-mailed with the
 * quote template; `service` and `message` may come prefilled from the page's URL.
 */
export function QuoteForm({ service = '', message = '' }: { service?: string; message?: string }) {
  const form = useRequestForm<QuoteValues, QuoteField>({
    initial: { ...EMPTY, service, message },
    empty: EMPTY,
    validate: validateQuote,
    store: sendQuoteRequest,
    notify: (values) => sendFormByEmail('quote', values),
    idPrefix: 'devis',
    queue: { kind: 'quote' },
  });
  const { field, errorFor, controlId, status } = form;

  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Demande de devis"
      data-testid="quote-form"
      className="grid gap-5 sm:grid-cols-2"
    >
      <NameField {...field('nom')} placeholder="Awa Ouédraogo" />
      <EmailField {...field('email')} placeholder="nom@exemple.com" />
      <FieldFrame id={controlId('phone')} label="Téléphone" error={errorFor('phone')}>
        <PhoneInput {...field('phone')} />
      </FieldFrame>
      <SelectField
        {...field('service')}
        label="Service souhaité"
        options={QUOTE_SERVICES}
        placeholder="Choisissez un service"
      />
      <TextAreaField
        {...field('message')}
        label="Votre besoin"
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Décrivez votre projet : objectifs, délais, budget…"
        className="sm:col-span-2"
      />
      <Honeypot />
      <FormFooter
        status={status}
        successText={messages.quoteSuccess}
        errorText={form.notice ?? messages.quoteFailure}
        onClose={form.dismiss}
        submitLabel="Envoyer la demande"
        className="sm:col-span-2"
      />
    </form>
  );
}
