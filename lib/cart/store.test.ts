import { sanitizeCart } from './store';

describe('sanitizeCart', () => {
  it('keeps good items and bounds quantities to 1..10', () => {
    expect(
      sanitizeCart([
        { bookId: 1, title: 'A', price: 1000, quantity: 99 },
        { bookId: 2, title: 'B', price: 2000, quantity: 0 },
        { bookId: 3, title: 'C', price: 3000, quantity: 2.7 },
      ]),
    ).toEqual([
      { bookId: 1, title: 'A', price: 1000, quantity: 10 },
      { bookId: 2, title: 'B', price: 2000, quantity: 1 },
      { bookId: 3, title: 'C', price: 3000, quantity: 2 },
    ]);
  });
  it('drops malformed and repeated items', () => {
    expect(sanitizeCart('nope')).toEqual([]);
    expect(
      sanitizeCart([
        null,
        { bookId: '1', title: 'A', price: 1, quantity: 1 },
        { bookId: 1, title: '', price: 1, quantity: 1 },
        { bookId: 1, title: 'A', price: -5, quantity: 1 },
        { bookId: 1, title: 'A', price: 5, quantity: 'x' },
        { bookId: 1, title: 'A again', price: 5, quantity: 3 },
      ]),
    ).toEqual([{ bookId: 1, title: 'A', price: 5, quantity: 1 }]);
  });
});
