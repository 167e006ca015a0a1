// What a request form shows after a send: the dismissible alert (green on success, amber when kept offline, red on
// failure) in a live region, and the send button's label while sending.
import { ClientIcon } from '@/components/ui/ClientIcon';
import { messages } from '@/lib/messages';
import type { SendStatus } from './useRequestForm';

type FormAlertProps = { kind: 'success' | 'queued' | 'error'; children: string; onClose: () => void };

const ALERT_LOOK = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  queued: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-700',
} as const;

/** The dismissible alert after a send: green on success, amber when kept offline, red on failure. */
export function FormAlert({ kind, children, onClose }: FormAlertProps) {
  return (
    <div data-alert={kind} className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-bold ${ALERT_LOOK[kind]}`}>
      <ClientIcon name={kind === 'error' ? 'alert' : kind === 'queued' ? 'send' : 'success'} className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1">{children}</p>
      <button type="button" onClick={onClose} className="-m-1 shrink-0 rounded-full p-1 hover:bg-black/5">
        <ClientIcon name="close" className="size-4" />
        <span className="sr-only">Fermer le message</span>
      </button>
    </div>
  );
}

export type SendFeedbackProps = {
  status: SendStatus;
  successText: string;
  errorText: string;
  onClose: () => void;
};

/** Live region holding the alert of the last send. */
export function SendFeedback({ status, successText, errorText, onClose }: SendFeedbackProps) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {status === 'success' ? (
        <FormAlert kind="success" onClose={onClose}>
          {successText}
        </FormAlert>
      ) : status === 'queued' ? (
        <FormAlert kind="queued" onClose={onClose}>
          {messages.requestQueued}
        </FormAlert>
      ) : status === 'error' ? (
        <FormAlert kind="error" onClose={onClose}>
          {errorText}
        </FormAlert>
      ) : null}
    </div>
  );
}

export const SENDING_LABEL = 'Envoi en cours...';
