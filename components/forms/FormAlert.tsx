// What a request form shows after a send: the dismissible alert (green on success, amber when kept offline, red on
// failure) in a live region, and the send button's label while sending.
import { ClientIcon } from '@/components/ui/ClientIcon';
import type { ClientIconName } from '@/lib/icons/client';
import type { SendStatus } from './useRequestForm';
import { useFieldTexts } from './fieldTextsContext';

/** The look of the alert of each status that has one: green on success, amber when kept offline, red on failure. */
const ALERTS: Partial<Record<SendStatus, { colours: string; icon: ClientIconName }>> = {
  success: { colours: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: 'success' },
  queued: { colours: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'send' },
  error: { colours: 'border-red-200 bg-red-50 text-red-700', icon: 'alert' },
};

export type SendFeedbackProps = {
  status: SendStatus;
  successText: string;
  errorText: string;
  onClose: () => void;
};

/** Live region holding the dismissible alert of the last send (empty between sends, so that the next is announced). */
export function SendFeedback({ status, successText, errorText, onClose }: SendFeedbackProps) {
  const texts = useFieldTexts();
  const alert = ALERTS[status];
  if (!alert) return <div aria-live="assertive" aria-atomic="true" />;
  return (
    <div aria-live="assertive" aria-atomic="true">
      <div data-alert={status} className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-bold ${alert.colours}`}>
        <ClientIcon name={alert.icon} className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1">{status === 'success' ? successText : status === 'queued' ? texts.queued : errorText}</p>
        <button type="button" onClick={onClose} className="-m-1 shrink-0 rounded-full p-1 hover:bg-black/5">
          <ClientIcon name="close" className="size-4" />
          <span className="sr-only">{texts.closeMessage}</span>
        </button>
      </div>
    </div>
  );
}
