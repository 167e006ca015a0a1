// Its own module: the footer's newsletter form (on every page) needs it without the other fields.
import { HONEYPOT_FIELD } from '@/lib/forms/requestState';

/**
 * The honeypot (lib/forms/requestState.ts): a field people never see nor reach (off-screen, out of the tab order,
 * hidden from assistive technologies, no autofill); a robot filling every field fills it and is ignored.
 */
export function Honeypot({ label = 'Ne pas remplir ce champ' }: { label?: string }) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
