import { clampQuantity } from '@/lib/cart/quantity';
import type { QuoteService } from '@/lib/forms/serviceOptions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';

/** The quote form's service for book orders (its list lives with the quote form). */
export const BOOK_QUOTE_SERVICE: QuoteService = 'Vente en ligne';

/** Where the default 'Commander' action leads: the quote form prefilled with the book and quantity. */
export function bookOrderHref(title: string, quantity: number): string {
  const count = clampQuantity(quantity);
  return quoteRequestHref(BOOK_QUOTE_SERVICE, `Bonjour, je souhaite commander ${count} exemplaire${count > 1 ? 's' : ''} du livre « ${title} ».`);
}
