'use client';
import { submitQuote } from '@/lib/actions/requests';
import { quoteRequest } from '@/lib/forms/quote';
import { MESSAGE_MAX_LENGTH } from '@/lib/forms/rules';
import { QUOTE_SERVICES } from '@/lib/forms/serviceOptions';
import { EmailField, FieldFrame, NameField, PhoneInput, SelectField, TextAreaField } from './fields';
import { RequestFormFrame } from './RequestFormFrame';
import { useRequestForm } from './useRequestForm';

/** The quote request's layout (its fields and what becomes of them: lib/forms/quote.ts). */
export function QuoteForm({ service = '', message = '' }: { service?: string; message?: string }) {
  const form = useRequestForm({ request: quoteRequest, prefill: { service, message }, store: submitQuote, idPrefix: 'devis' });
  const { field, errorFor, controlId } = form;

  return (
    <RequestFormFrame form={form} request={quoteRequest} label="Demande de devis" testId="quote-form" submitLabel="Envoyer la demande">
      <NameField {...field('name')} placeholder="Awa Ouédraogo" />
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
    </RequestFormFrame>
  );
}
