'use client';
import { useState } from 'react';
import { submitContactMessage } from '@/lib/actions/requests';
import { contactRequest } from '@/lib/forms/contact';
import { withMessages } from '@/lib/forms/definition';
import { FRENCH_FIELD_TEXTS, type RequestFormTexts } from '@/lib/forms/fieldTexts';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { MESSAGE_MAX_LENGTH } from '@/lib/forms/rules';
import { CONTACT_SERVICES } from '@/lib/forms/serviceOptions';
import { DialingPhoneFields, EmailField, NameField, SelectField, TextAreaField } from './fields';
import { RequestFormFrame } from './RequestFormFrame';
import { useRequestForm } from './useRequestForm';

type ContactField = keyof typeof contactRequest.fields;

/** The form's words as the French page writes them (the server gives the page's edition's: lib/forms/editionTexts.ts). */
export const FRENCH_CONTACT_TEXTS: RequestFormTexts<ContactField> = {
  fields: FRENCH_FIELD_TEXTS,
  messages: {
    fields: {
      name: contactRequest.fields.name.message,
      email: contactRequest.fields.email.message,
      dialingCode: contactRequest.fields.dialingCode.message,
      phone: contactRequest.fields.phone.message,
      service: contactRequest.fields.service.message,
      message: contactRequest.fields.message.message,
    },
    sent: contactRequest.sent,
    failed: contactRequest.failed,
    queuedSent: contactRequest.queued.sent,
    limited: REQUEST_RATE_LIMITED,
  },
  label: 'Envoyer un message',
  submit: 'Envoyer le message',
  service: 'Service concerné',
  servicePlaceholder: 'Choisissez un service',
  services: CONTACT_SERVICES.map((value) => ({ value, label: value })),
  message: 'Votre message',
  messagePlaceholder: 'Comment pouvons-nous vous aider ?',
};

/** The contact page's form's layout (its fields and what becomes of them: lib/forms/contact.ts), in the page's edition. */
export function ContactForm({ texts = FRENCH_CONTACT_TEXTS }: { texts?: RequestFormTexts<ContactField> }) {
  const [request] = useState(() => withMessages(contactRequest, texts.messages));
  const form = useRequestForm({ request, store: submitContactMessage, idPrefix: 'contact' });
  const { field } = form;

  return (
    <RequestFormFrame form={form} request={request} label={texts.label} testId="contact-form" submitLabel={texts.submit} texts={texts.fields}>
      <NameField {...field('name')} />
      <EmailField {...field('email')} />
      <DialingPhoneFields dialingCode={field('dialingCode')} phone={field('phone')} className="sm:col-span-2" />
      <SelectField
        {...field('service')}
        label={texts.service}
        options={texts.services}
        placeholder={texts.servicePlaceholder}
        className="sm:col-span-2"
      />
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
