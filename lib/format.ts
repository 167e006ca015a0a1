// Text, date and price formatting shared by every page (spec section 9 truncation rules live here).

/** Cuts `text` to `max` characters (by code point); adds `suffix` only when something was cut. */
export function truncate(text: string, max: number, suffix = '…'): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, max).join('').trimEnd() + suffix;
}

// Made at the first date shown, not when a browser loads this module (client components that only show prices
// import it): the first Intl formatter of a page costs Chromium several milliseconds (see formatFrenchNumber).
let frenchDate: Intl.DateTimeFormat | undefined;

/** '2026-03-12T09:00:00.000Z' → '12 mars 2026'; '' for an empty or invalid date. */
export function formatDate(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  frenchDate ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return frenchDate.format(date);
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

/** The separator of thousands in French (fr-FR), as Intl.NumberFormat writes it: a narrow no-break space. */
const FRENCH_GROUP_SEPARATOR = '\u202f';

/**
 * The digits of `magnitude` (≥ 0) rounded to `decimals` places, half up, as ICU rounds: from the shortest decimal
 * that reads back as the same double (what String(number) writes), not from the double's exact binary value as
 * toFixed does (1.005 is 1,01 in Intl and 1.00 by toFixed; 1.2345678901234568e20 ends in 80000, not 83968).
 */
function roundedDecimal(magnitude: number, decimals: number): { integer: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  let digits = whole + part;
  // How many of `digits` come before the decimal point; below 1, zeros are put in front so that it is never negative.
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  const kept = point + decimals;
  digits = digits.padEnd(kept + 1, '0');
  const result = digits.slice(0, kept).split('');
  if (digits[kept]! >= '5') {
    let at = result.length - 1;
    while (at >= 0 && result[at] === '9') result[at--] = '0';
    if (at >= 0) result[at] = String(Number(result[at]) + 1);
    else {
      result.unshift('1');
      point += 1;
    }
  }
  const rounded = result.join('');
  return { integer: rounded.slice(0, point).replace(/^0+(?=\d)/, '') || '0', fraction: rounded.slice(point) };
}

/**
 * A finite number written as Intl.NumberFormat('fr-FR') writes it, without Intl: a decimal comma, `decimals` digits
 * rounded half away from zero, thousands grouped by `separator`, always (`'always'`, 1 234) or from five integer
 * digits on (`'min2'`, 1234 and 12 345).
 *
 * Why not Intl: in Chromium the first Intl.NumberFormat a page makes costs 35 to 45 ms on this machine (ICU's locale
 * data), four times that on Lighthouse's throttled phone. Made while /accueil hydrated its counters, it was one
 * long task of the load. The unit test holds this function to Intl's output.
 */
export function formatFrenchNumber(
  value: number,
  { decimals = 0, grouping = 'always', separator = FRENCH_GROUP_SEPARATOR }: { decimals?: number; grouping?: 'always' | 'min2'; separator?: string } = {},
): string {
  const { integer, fraction } = roundedDecimal(Math.abs(value), decimals);
  const grouped = grouping === 'min2' && integer.length < 5 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, separator);
  // Intl writes the sign of a negative number, and of -0 too.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** An amount with its currency, thousands grouped by non-breaking spaces so that it never wraps: '150 000 CFA'. */
export function formatAmount(amount: number, currency: string): string {
  return `${formatFrenchNumber(amount, { separator: '\u00a0' })}\u00a0${currency}`;
}

/**
 * 150000 → '150 000 CFA' (thousands grouped the French way, with non-breaking spaces so the
 * amount never wraps); '' when there is no price.
 */
export function formatPrice(amount: number | null): string {
  if (amount === null || !Number.isFinite(amount)) return '';
  return formatAmount(amount, CURRENCY);
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
