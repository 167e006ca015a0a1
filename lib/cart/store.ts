// The cart's part of the site store (lib/layout/store.ts): one line per book, quantities within the book bounds.
import type { StateCreator } from 'zustand';
import { BOOK_QUANTITY_MIN, clampQuantity } from './quantity';
import type { CartItem } from './summary';

export type CartSlice = {
  /** The book cart of the online sales space: one line per book, quantities within 1 to 10. */
  cart: CartItem[];
  /** Adds `quantity` of a book (to what is already there, within the bounds). */
  addToCart: (book: Omit<CartItem, 'quantity'>, quantity?: number) => void;
  setCartQuantity: (bookId: number, quantity: number) => void;
  removeFromCart: (bookId: number) => void;
  clearCart: () => void;
  /** Whether the cart summary is open (not persisted). */
  cartOpen: boolean;
  setCartOpen: (open: boolean) => void;
};

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set) => ({
  cart: [],
  addToCart: (book, quantity = BOOK_QUANTITY_MIN) =>
    set((state) => {
      const existing = state.cart.find((item) => item.bookId === book.bookId);
      if (existing) {
        return {
          cart: state.cart.map((item) =>
            item.bookId === book.bookId ? { ...item, ...book, quantity: clampQuantity(item.quantity + quantity) } : item,
          ),
        };
      }
      return { cart: [...state.cart, { ...book, quantity: clampQuantity(quantity) }] };
    }),
  setCartQuantity: (bookId, quantity) =>
    set((state) => ({
      cart: state.cart.map((item) => (item.bookId === bookId ? { ...item, quantity: clampQuantity(quantity) } : item)),
    })),
  removeFromCart: (bookId) => set((state) => ({ cart: state.cart.filter((item) => item.bookId !== bookId) })),
  clearCart: () => set({ cart: [] }),
  cartOpen: false,
  setCartOpen: (open) => set({ cartOpen: open }),
});

/**
 * Keeps what can be trusted of a cart read back from sessionStorage: well-formed items, one per book,
 * quantities within the bounds.
 */
export function sanitizeCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') continue;
    const { bookId, title, price, quantity } = raw as Record<string, unknown>;
    if (typeof bookId !== 'number' || !Number.isInteger(bookId)) continue;
    if (typeof title !== 'string' || title.trim() === '') continue;
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) continue;
    if (items.some((item) => item.bookId === bookId)) continue;
    items.push({ bookId, title, price, quantity: clampQuantity(typeof quantity === 'number' ? quantity : BOOK_QUANTITY_MIN) });
  }
  return items;
}
