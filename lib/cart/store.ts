// The cart's part of the site store (lib/store.ts): one line per book, quantities within the book bounds.
import type { StateCreator } from 'zustand';
import { BOOK_QUANTITY_MIN, clampQuantity } from '@/lib/content/books';
import type { CartItem } from './order';

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
