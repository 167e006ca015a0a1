'use client';
import { submitContactMessage } from '@/lib/actions/requests';
import { contactRequest } from '@/lib/forms/contact';
import { MESSAGE_MAX_LENGTH } from '@/lib/forms/rules';
import { CONTACT_SERVICES } from '@/lib/forms/serviceOptions';
import { DialingPhoneFields, EmailField, NameField, SelectField, TextAreaField } from './fields';
import { RequestFormFrame } from './RequestFormFrame';
import { useRequestForm } from './useRequestForm';

/** The contact page's form's layout (its fields and what becomes of them: lib/forms/contact.ts). */
export function ContactForm() {
  const form = useRequestForm({ request: contactRequest, store: submitContactMessage, idPrefix: 'contact' });
  const { field } = form;

  return (
    <RequestFormFrame form={form} request={contactRequest} label="Envoyer un message" testId="contact-form" submitLabel="Envoyer le message">
      <NameField {...field('name')} placeholder="Awa Ouédraogo" />
      <EmailField {...field('email')} placeholder="nom@exemple.com" />
      <DialingPhoneFields dialingCode={field('dialingCode')} phone={field('phone')} className="sm:col-span-2" />
      <SelectField
        {...field('service')}
        label="Service concerné"
        options={CONTACT_SERVICES}
        placeholder="Choisissez un service"
        className="sm:col-span-2"
      />
      <TextAreaField
        {...field('message')}
        label="Votre message"
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Comment pouvons-nous vous aider ?"
        className="sm:col-span-2"
      />
    </RequestFormFrame>
  );
}
