// Text, date and price formatting shared by every page, with the truncation limits of the CMS-driven cards. Dates and
// amounts are written in the page's edition (French by default): '12 mars 2026', '12 March 2026', '12 مارس 2026';
// '150 000 CFA', '150,000 CFA' (docs/glossary.md: western digits in Arabic too).
import type { Edition } from '@/lib/editions';

/** Cuts `text` to `max` characters (by code point); adds `suffix` only when something was cut. */
export function truncate(text: string, max: number, suffix = '…'): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return chars.slice(0, max).join('').trimEnd() + suffix;
}

// Made at the first date shown, not when a browser loads this module (client components that only show prices
// import it): the first Intl formatter of a page costs Chromium several milliseconds (see formatFrenchNumber).
const dateFormats: Partial<Record<Edition, Intl.DateTimeFormat>> = {};
/** Each edition's locale for dates (Arabic with western digits, as everywhere on the site). */
export const DATE_LOCALES: Readonly<Record<Edition, string>> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-u-nu-latn' };

/** '2026-03-12T09:00:00.000Z' → '12 mars 2026' (in `edition`); '' for an empty or invalid date. */
export function formatDate(iso: string, edition: Edition = 'fr'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormats[edition] ??= new Intl.DateTimeFormat(DATE_LOCALES[edition], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dateFormats[edition].format(date);
}

/** First 10 characters of an ISO date (dates are shown as YYYY-MM-DD), '' if none. */
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
// Display rules of the CMS-driven sections (news, trainings, jobs, books).

/** The cards' truncation marker: three dots, not the '…' character. */
export const SPEC_ELLIPSIS = '...';

/** Truncation limits of the cards, in characters. */
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

/** Currency of the CMS's prices (the marketing plans use FCFA, lib/content/money). */
export const CURRENCY = 'CFA';

/** The separator of thousands in French (fr-FR), as Intl.NumberFormat writes it: a narrow no-break space. */
const FRENCH_GROUP_SEPARATOR = '\u202f';

/**
 * `magnitude` (≥ 0) rounded half up as ICU does: from the shortest decimal that reads back as the same double
 * (String(number)), not the exact binary value toFixed uses (1.005 → 1,01 in Intl, 1.00 by toFixed).
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
 * A number exactly as Intl.NumberFormat('fr-FR') writes it (grouping `'always'`: 1 234; `'min2'`: 1234, 12 345), but
 * without Intl: a page's first Intl.NumberFormat costs Chromium 35 to 45 ms, a long task while /accueil hydrates
 * (docs/performance.md). The unit test holds it to Intl's output.
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

/**
 * An amount with its currency, never wrapped: thousands grouped by non-breaking spaces in French ('150 000 CFA'), by
 * commas in English and Arabic ('150,000 CFA'), the unit after a non-breaking space.
 */
export function formatAmount(amount: number, currency: string, edition: Edition = 'fr'): string {
  // Whole amounts (no decimals): only the thousands' separator differs.
  return `${formatFrenchNumber(amount, { separator: edition === 'fr' ? '\u00a0' : ',' })}\u00a0${currency}`;
}

/** 150000 → '150 000 CFA' (non-breaking spaces, so it never wraps); '' when there is no price. */
export function formatPrice(amount: number | null, edition: Edition = 'fr'): string {
  if (amount === null || !Number.isFinite(amount)) return '';
  return formatAmount(amount, CURRENCY, edition);
}

/** A training ends this many days after it starts. */
export const TRAINING_END_OFFSET_DAYS = 2;

/**
 * Start date plus TRAINING_END_OFFSET_DAYS on the calendar ('2026-01-31' → '2026-02-02', never a 32nd of the month);
 * '' for an empty or invalid date.
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
