// The end of a visitor's form: the last send's alert, the required-fields note and the submit button (other actions
// beside it). Plain component: the forms that use it are the client components.
import type { ReactNode } from 'react';
import { SendFeedback, type SendFeedbackProps } from './FormAlert';
import { useFieldTexts } from './fieldTextsContext';
import { ClientIcon } from '@/components/ui/ClientIcon';

type FormFooterProps = SendFeedbackProps & {
  /** Text of the submit button; no button when null (nothing to send yet). */
  submitLabel: string | null;
  /** Other actions, before the submit button. */
  actions?: ReactNode;
  /** 'Tous les champs sont obligatoires.' before the buttons. */
  requiredNote?: boolean;
  /** Smaller buttons, for a form inside a dialog. */
  compact?: boolean;
  className?: string;
};

export function FormFooter({
  status,
  successText,
  errorText,
  onClose,
  submitLabel,
  actions,
  requiredNote = true,
  compact = false,
  className = '',
}: FormFooterProps) {
  const texts = useFieldTexts();
  const sending = status === 'sending';
  return (
    <div className={className ? `space-y-4 ${className}` : 'space-y-4'}>
      <SendFeedback status={status} successText={successText} errorText={errorText} onClose={onClose} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {requiredNote ? (
          <p className="text-sm text-ink-500">
            <span aria-hidden className="text-accent-600">
              *
            </span>{' '}
            {texts.allRequired}
          </p>
        ) : null}
        <div className="ms-auto flex flex-col gap-3 sm:flex-row sm:items-center">
          {actions}
          {submitLabel !== null ? (
            <button
              type="submit"
              disabled={sending}
              className={`btn btn-primary disabled:cursor-wait disabled:opacity-75${compact ? ' text-sm' : ''}`}
            >
              <ClientIcon name="send" className="size-4" />
              {sending ? texts.sending : submitLabel}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
