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
