// Text, date and price formatting shared by every page (spec section 9 truncation rules live here).

/** Cuts `text` to `max` characters (by code point); adds `suffix` only when something was cut. */
export function truncate(text: string, max: number, suffix = '…'): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, max).join('').trimEnd() + suffix;
}

const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-12T09:00:00.000Z' → '12 mars 2026'; '' for an empty or invalid date. */
export function formatDate(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : frenchDate.format(date);
}

/** First 10 characters of an ISO date (the spec's rule for showing dates), '' if none. */
export function isoDay(iso: string): string {
  return iso ? iso.slice(0, 10) : '';
}

/** Plain-text excerpt of markdown (for meta descriptions and cards): markup removed, whitespace collapsed. */
export function excerpt(markdown: string, max: number): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_>`~|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, max);
}

// ---------------------------------------------------------------------------------------------
// Spec section 9 rules of the CMS-driven sections (news, trainings, jobs, books).

/** The spec's truncation marker ("cut to N characters plus '...'"). */
export const SPEC_ELLIPSIS = '...';

/** Truncation limits of spec section 9, in characters. */
export const TEXT_LIMITS = {
  postCardTitle: 40,
  postContent: 120,
  trainingTitle: 20,
  trainingDescription: 70,
  jobTitle: 20,
  jobDescription: 70,
} as const;

/** Cuts `text` to `max` characters followed by '...' (only when something was cut). */
export function cut(text: string, max: number): string {
  return truncate(text, max, SPEC_ELLIPSIS);
}

/** Currency of every price of the site (spec section 9). */
export const CURRENCY = 'CFA';

const groupedInteger = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, useGrouping: true });

/**
 * 150000 → '150 000 CFA' (thousands grouped the French way, with non-breaking spaces so the
 * amount never wraps); '' when there is no price.
 */
export function formatPrice(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount)) return '';
  return `${groupedInteger.format(amount).replace(/\s/g, '\u00a0')}\u00a0${CURRENCY}`;
}

/** A training ends this many days after it starts (spec section 9, made calendar-safe). */
export const TRAINING_END_OFFSET_DAYS = 2;

/**
 * End date of a training: its start date (YYYY-MM-DD, or an ISO date-time) plus
 * TRAINING_END_OFFSET_DAYS on the calendar ('2026-01-31' → '2026-02-02'); '' for an empty or
 * invalid date. The original added 2 to the day of the month and showed days such as 32.
 */
export function trainingEndDate(start: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(start.trim());
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '';
  date.setUTCDate(date.getUTCDate() + TRAINING_END_OFFSET_DAYS);
  return date.toISOString().slice(0, 10);
}

/** A count padded to two digits (category post counts: 3 → '03', 12 → '12'). */
export function padCount(count: number): string {
  return String(Math.max(0, Math.trunc(count))).padStart(2, '0');
}
