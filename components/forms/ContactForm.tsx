'use client';
import { sendContactMessage } from '@/lib/actions/requests';
import { DEFAULT_DIALING_CODE } from '@/lib/forms/dialingCodes';
import { MESSAGE_MAX_LENGTH } from '@/lib/forms/limits';
import { sendFormByEmail } from '@/lib/forms/mailer';
import { CONTACT_SERVICES } from '@/lib/forms/services';
import { validateContact, type ContactField, type ContactValues } from '@/lib/forms/validators';
import { messages } from '@/lib/messages';
import { DialingPhoneFields, EmailField, NameField, SelectField, TextAreaField } from './fields';
import { Honeypot } from './Honeypot';
import { FormFooter } from './FormFooter';
import { useRequestForm } from './useRequestForm';

const EMPTY: ContactValues = { name: '', email: '', indicatif: DEFAULT_DIALING_CODE, phone: '', subject: '', message: '' };

/**
 * The contact page's form, every field required (+226 preselected). Stored in the CMS (`contacts`) by a server action,
 * then e-mailed like the quote form, with its own template.
 */
export function ContactForm() {
  const form = useRequestForm<ContactValues, ContactField>({
    initial: EMPTY,
    empty: EMPTY,
    validate: validateContact,
    store: sendContactMessage,
    notify: (values) => sendFormByEmail('contact', values),
    idPrefix: 'contact',
    queue: { kind: 'contact' },
  });
  const { field, status } = form;

  return (
    <form
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Envoyer un message"
      data-testid="contact-form"
      className="grid gap-5 sm:grid-cols-2"
    >
      <NameField {...field('name')} placeholder="Awa Ouédraogo" />
      <EmailField {...field('email')} placeholder="nom@exemple.com" />
      <DialingPhoneFields indicatif={field('indicatif')} phone={field('phone')} className="sm:col-span-2" />
      <SelectField
        {...field('subject')}
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
      <Honeypot />
      <FormFooter
        status={status}
        successText={messages.quoteSuccess}
        errorText={form.notice ?? messages.quoteFailure}
        onClose={form.dismiss}
        submitLabel="Envoyer le message"
        className="sm:col-span-2"
      />
    </form>
  );
}
