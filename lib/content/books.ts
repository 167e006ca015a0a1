import { clampQuantity } from '@/lib/cart/quantity';
import { countText, FRENCH_BOOK_ACTION_TEXTS, type BookActionTexts } from '@/lib/cart/texts';
import type { QuoteService } from '@/lib/forms/serviceOptions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';

/** The quote form's service for book orders (its list lives with the quote form). */
export const BOOK_QUOTE_SERVICE: QuoteService = 'Vente en ligne';

/**
 * Where the default 'Commander' action leads: the quote form prefilled with the book and quantity, in the edition
 * `texts` are written in (French by default).
 */
export function bookOrderHref(title: string, quantity: number, texts: Pick<BookActionTexts, 'orderMessage' | 'quoteHref'> = FRENCH_BOOK_ACTION_TEXTS): string {
  const count = clampQuantity(quantity);
  return quoteRequestHref(BOOK_QUOTE_SERVICE, countText(texts.orderMessage, count, { title }), texts.quoteHref);
}
