import { BOOK_QUANTITY_MAX, BOOK_QUANTITY_MIN, clampQuantity } from '@/lib/cart/quantity';
import { bookOrderHref } from './books';

describe('book quantity', () => {
  it('is kept between 1 and 10', () => {
    expect(BOOK_QUANTITY_MIN).toBe(1);
    expect(BOOK_QUANTITY_MAX).toBe(10);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(7.8)).toBe(7);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
  it('prefills an order in the quote form', () => {
    const params = new URL(bookOrderHref('Vendre plus, vendre mieux', 3), 'http://x').searchParams;
    expect(params.get('service')).toBe('Vente en ligne');
    expect(params.get('message')).toBe('Bonjour, je souhaite commander 3 exemplaires du livre « Vendre plus, vendre mieux ».');
    expect(new URL(bookOrderHref('x', 42), 'http://x').searchParams.get('message')).toContain('commander 10 exemplaires');
  });
});
