import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '@/lib/forms/validators';
import type { SendOutcome } from '@/lib/forms/mailer';

export type SendStatus = 'idle' | 'sending' | 'success' | 'error';

type Options<V extends Record<string, string>, F extends string> = {
  /** Values shown first (possibly prefilled). */
  initial: V;
  /** Values after a successful send (the form is reset). */
  empty: V;
  validate: (values: V) => FieldError<F> | null;
  send: (form: HTMLFormElement, values: V) => Promise<SendOutcome>;
  /** id of a field's control: `${idPrefix}-${field}`. */
  idPrefix: string;
};

/**
 * State of a form sent by e-mail (spec section 4): idle, sending, then a dismissible success or error alert.
 * The first invalid field (in the validator's order) gets the message and the focus, nothing is sent;
 * a success resets the form, a failure keeps everything typed.
 */
export function useEmailForm<V extends Record<string, string>, F extends string>({
  initial,
  empty,
  validate,
  send,
  idPrefix,
}: Options<V, F>) {
  const [values, setValues] = useState<V>(initial);
  const [fieldError, setFieldError] = useState<FieldError<F> | null>(null);
  const [status, setStatus] = useState<SendStatus>('idle');
  const [lastFailure, setLastFailure] = useState<number | null>(null);
  const sending = useRef(false);

  const setField = useCallback((field: keyof V & string, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Editing the field in error clears its message.
    setFieldError((previous) => (previous && previous.field === field ? null : previous));
  }, []);

  const controlId = useCallback((field: string) => `${idPrefix}-${field}`, [idPrefix]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const problem = validate(values);
    setFieldError(problem);
    if (problem) {
      setStatus('idle');
      document.getElementById(controlId(problem.field))?.focus();
      return;
    }
    const form = event.currentTarget;
    sending.current = true;
    setStatus('sending');
    const outcome = await send(form, values);
    sending.current = false;
    if (outcome.ok) {
      setValues(empty);
      setLastFailure(null);
      setStatus('success');
    } else {
      setLastFailure(outcome.status);
      setStatus('error');
    }
  }

  /** What a field control needs: its id, name, value, change handler and message (spread it on the control). */
  const field = (name: keyof V & string) => ({
    id: controlId(name),
    name,
    value: values[name] as string,
    onValue: (value: string) => setField(name, value),
    error: fieldError?.field === name ? fieldError.message : null,
  });

  return {
    values,
    setField,
    field,
    fieldError,
    errorFor: (field: F) => (fieldError?.field === field ? fieldError.message : null),
    status,
    /** Status of the last failed send (0: network), for tests and diagnostics. */
    lastFailure,
    dismiss: () => setStatus('idle'),
    controlId,
    onSubmit,
  };
}
