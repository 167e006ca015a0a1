'use client';
import { sendContactMessage } from '@/lib/actions/requests';
import { DEFAULT_DIALING_CODE, DIALING_CODES } from '@/lib/forms/dialingCodes';
import { MESSAGE_MAX_LENGTH } from '@/lib/forms/limits';
import { sendFormByEmail } from '@/lib/forms/mailer';
import { CONTACT_SERVICES } from '@/lib/forms/services';
import { validateContact, type ContactField, type ContactValues } from '@/lib/forms/validators';
import { messages } from '@/lib/messages';
import {
  CHEVRON,
  controlClass,
  EmailField,
  errorId,
  errorProps,
  NameField,
  PhoneInput,
  SelectField,
  TextAreaField,
} from './fields';
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
  });
  const { values, setField, field, errorFor, controlId, status } = form;
  const phoneError = errorFor('indicatif') ?? errorFor('phone');
  const phoneErrorField = errorFor('indicatif') ? 'indicatif' : 'phone';

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
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-bold text-ink-800">
          Téléphone
          <span aria-hidden className="ml-0.5 text-accent-600">
            *
          </span>
        </legend>
        <div className="flex gap-2">
          <label htmlFor={controlId('indicatif')} className="sr-only">
            Indicatif du pays
          </label>
          <select
            id={controlId('indicatif')}
            name="indicatif"
            required
            autoComplete="tel-country-code"
            value={values.indicatif}
            onChange={(event) => setField('indicatif', event.target.value)}
            className={`${controlClass} w-36 shrink-0 appearance-none bg-[length:1.1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9 sm:w-56`}
            style={{ backgroundImage: CHEVRON }}
            {...errorProps(controlId('indicatif'), errorFor('indicatif'))}
          >
            {DIALING_CODES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {`${entry.country} (${entry.code})`}
              </option>
            ))}
          </select>
          <label htmlFor={controlId('phone')} className="sr-only">
            Numéro de téléphone
          </label>
          <PhoneInput
            {...field('phone')}
            className="min-w-0 flex-1"
          />
        </div>
        <div aria-live="polite">
          {phoneError ? (
            <p id={errorId(controlId(phoneErrorField))} className="mt-1.5 text-sm font-medium text-red-700" data-field-error>
              {phoneError}
            </p>
          ) : null}
        </div>
      </fieldset>
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
