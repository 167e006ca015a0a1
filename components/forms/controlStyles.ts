// The form controls' look, shared by the request forms (fields.tsx, client islands) and the job search's filters (a
// server component): apart from fields.tsx, whose controls read their words from a React context.

// No colour transition: the red border of a field in error started one, whose events were dispatched before the
// frame that shows the message (issue 48).
export const controlClass =
  'block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-ink-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100';

/** A small chevron drawn inline (no image request). */
export const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2356657f' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";
