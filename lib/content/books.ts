import { quoteRequestHref, type QuoteService } from '@/lib/forms/services';

/** Bounds of the book quantity; the control starts at the minimum. */
export const BOOK_QUANTITY_MIN = 1;
export const BOOK_QUANTITY_MAX = 10;

/** Any input (typed text, a step past a bound) → an integer within the bounds. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return BOOK_QUANTITY_MIN;
  return Math.min(BOOK_QUANTITY_MAX, Math.max(BOOK_QUANTITY_MIN, Math.trunc(value)));
}

/** The quote form's service for book orders (its list lives with the quote form). */
export const BOOK_QUOTE_SERVICE: QuoteService = 'Vente en ligne';

/** Where the default 'Commander' action leads: the quote form prefilled with the book and quantity. */
export function bookOrderHref(title: string, quantity: number): string {
  const count = clampQuantity(quantity);
  return quoteRequestHref(BOOK_QUOTE_SERVICE, `Bonjour, je souhaite commander ${count} exemplaire${count > 1 ? 's' : ''} du livre « ${title} ».`);
}
