// How many copies of a book the cart takes: the rule the cart's store, its controls and the order link share.

/** Bounds of the book quantity; the control starts at the minimum. */
export const BOOK_QUANTITY_MIN = 1;
export const BOOK_QUANTITY_MAX = 10;

/** Any input (typed text, a step past a bound) → an integer within the bounds. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return BOOK_QUANTITY_MIN;
  return Math.min(BOOK_QUANTITY_MAX, Math.max(BOOK_QUANTITY_MIN, Math.trunc(value)));
}
