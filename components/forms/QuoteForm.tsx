'use client';
import { useState } from 'react';
import { submitQuote } from '@/lib/actions/requests';
import { withMessages } from '@/lib/forms/definition';
import { FRENCH_FIELD_TEXTS, type RequestFormTexts } from '@/lib/forms/fieldTexts';
import { quoteRequest } from '@/lib/forms/quote';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { MESSAGE_MAX_LENGTH } from '@/lib/forms/rules';
import { QUOTE_SERVICES } from '@/lib/forms/serviceOptions';
import { FieldFrame, EmailField, NameField, PhoneInput, SelectField, TextAreaField } from './fields';
import { RequestFormFrame } from './RequestFormFrame';
import { useRequestForm } from './useRequestForm';

type QuoteField = keyof typeof quoteRequest.fields;

/** The form's words as the French page writes them (the server gives the page's edition's: lib/forms/editionTexts.ts). */
export const FRENCH_QUOTE_TEXTS: RequestFormTexts<QuoteField> = {
  fields: FRENCH_FIELD_TEXTS,
  messages: {
    fields: {
      name: quoteRequest.fields.name.message,
      email: quoteRequest.fields.email.message,
      phone: quoteRequest.fields.phone.message,
      service: quoteRequest.fields.service.message,
      message: quoteRequest.fields.message.message,
    },
    sent: quoteRequest.sent,
    failed: quoteRequest.failed,
    queuedSent: quoteRequest.queued.sent,
    limited: REQUEST_RATE_LIMITED,
  },
  label: 'Demande de devis',
  submit: 'Envoyer la demande',
  service: 'Service souhaité',
  servicePlaceholder: 'Choisissez un service',
  services: QUOTE_SERVICES.map((value) => ({ value, label: value })),
  message: 'Votre besoin',
  messagePlaceholder: 'Décrivez votre projet : objectifs, délais, budget…',
};

/** The quote request's layout (its fields and what becomes of them: lib/forms/quote.ts), in the page's edition. */
export function QuoteForm({ service = '', message = '', texts = FRENCH_QUOTE_TEXTS }: { service?: string; message?: string; texts?: RequestFormTexts<QuoteField> }) {
  const [request] = useState(() => withMessages(quoteRequest, texts.messages));
  const form = useRequestForm({ request, prefill: { service, message }, store: submitQuote, idPrefix: 'devis' });
  const { field, errorFor, controlId } = form;

  return (
    <RequestFormFrame form={form} request={request} label={texts.label} testId="quote-form" submitLabel={texts.submit} texts={texts.fields}>
      <NameField {...field('name')} />
      <EmailField {...field('email')} />
      <FieldFrame id={controlId('phone')} label={texts.fields.phone} error={errorFor('phone')}>
        <PhoneInput {...field('phone')} />
      </FieldFrame>
      <SelectField {...field('service')} label={texts.service} options={texts.services} placeholder={texts.servicePlaceholder} />
      <TextAreaField
        {...field('message')}
        label={texts.message}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={texts.messagePlaceholder}
        className="sm:col-span-2"
      />
    </RequestFormFrame>
  );
}
