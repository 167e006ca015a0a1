// The frame of a request form laid out on the page (quote, contact, job application): the form element posting to
// its server action, then the fields the form lays out, the honeypot and the footer with the send's alert, all in the
// words of the page's edition (`texts`, provided to the controls), which the form sends (the `edition` field). Plain
// component: the forms that use it are the client components.
import type { ReactNode } from 'react';
import { DEFAULT_EDITION } from '@/lib/editions';
import type { RequestDefinition } from '@/lib/forms/definition';
import { FRENCH_FIELD_TEXTS, type FieldTexts } from '@/lib/forms/fieldTexts';
import { EDITION_FIELD } from '@/lib/forms/requestState';
import { FieldTextsContext } from './fieldTextsContext';
import { FormFooter } from './FormFooter';
import { Honeypot } from './Honeypot';
import type { useRequestForm } from './useRequestForm';

/** What the frame uses of the form's state (any kind's). */
type FormState = Pick<ReturnType<typeof useRequestForm>, 'formAction' | 'onSubmit' | 'status' | 'notice' | 'dismiss'>;

type RequestFormFrameProps = {
  form: FormState;
  request: RequestDefinition;
  /** The form's accessible name. */
  label: string;
  testId: string;
  submitLabel: string;
  /** What the alert says once sent, and when it could not be (the definition's texts by default). */
  successText?: string;
  errorText?: string;
  /** The controls' words in the page's edition (French by default). */
  texts?: FieldTexts;
  children: ReactNode;
};

export function RequestFormFrame({ form, request, label, testId, submitLabel, successText, errorText, texts = FRENCH_FIELD_TEXTS, children }: RequestFormFrameProps) {
  // 'Tous les champs sont obligatoires.' only when it is true of the definition.
  const allRequired = Object.values(request.fields).every((field) => !field.optional);
  return (
    <FieldTextsContext value={texts}>
      <form action={form.formAction} onSubmit={form.onSubmit} noValidate aria-label={label} data-testid={testId} className="grid gap-5 sm:grid-cols-2">
        {/* Only off the French edition, which the server assumes (a French page's form posts what it always did). */}
        {texts.edition === DEFAULT_EDITION ? null : <input type="hidden" name={EDITION_FIELD} value={texts.edition} />}
        {children}
        <Honeypot label={texts.honeypot} />
        <FormFooter
          status={form.status}
          successText={successText ?? request.sent ?? ''}
          errorText={form.notice ?? errorText ?? request.failed ?? ''}
          onClose={form.dismiss}
          submitLabel={submitLabel}
          requiredNote={allRequired}
          className="sm:col-span-2"
        />
      </form>
    </FieldTextsContext>
  );
}
