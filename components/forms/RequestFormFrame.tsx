// The frame of a request form laid out on the page (quote, contact, job application): the form element posting to
// its server action, then the fields the form lays out, the honeypot and the footer with the send's alert. Plain
// component: the forms that use it are the client components.
import type { ReactNode } from 'react';
import type { RequestDefinition } from '@/lib/forms/definition';
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
  children: ReactNode;
};

export function RequestFormFrame({ form, request, label, testId, submitLabel, successText, errorText, children }: RequestFormFrameProps) {
  // 'Tous les champs sont obligatoires.' only when it is true of the definition.
  const allRequired = Object.values(request.fields).every((field) => !field.optional);
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} noValidate aria-label={label} data-testid={testId} className="grid gap-5 sm:grid-cols-2">
      {children}
      <Honeypot />
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
  );
}
