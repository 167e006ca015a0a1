// The little client state there is, in one zustand store persisted to sessionStorage under the key `root`
// (spec section 4). Hydration is manual (skipHydration + rehydrate after mount, see StoreHydrator) so the
// server HTML and the first client render agree.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { BOOK_QUANTITY_MIN, clampQuantity, sanitizeCart, type CartItem } from './forms/order';
import type { MenuId } from './navigation';

export const STORE_KEY = 'root';

export type { CartItem };

export type SiteState = {
  /** True once sessionStorage has been read (never on the server, nor in the first client render). */
  hydrated: boolean;
  activeMenu: MenuId | null;
  setActiveMenu: (id: MenuId) => void;

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

type PersistedState = Pick<SiteState, 'activeMenu' | 'cart'>;

export const useSiteStore = create<SiteState>()(
  persist(
    (set) => ({
      hydrated: false,
      activeMenu: null,
      setActiveMenu: (id) => set({ activeMenu: id }),

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
    }),
    {
      name: STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      skipHydration: true,
      partialize: (state): PersistedState => ({ activeMenu: state.activeMenu, cart: state.cart }),
      // What comes back from sessionStorage is checked, not trusted.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Record<keyof PersistedState, unknown>>;
        return {
          ...current,
          activeMenu: (saved.activeMenu as MenuId | null | undefined) ?? current.activeMenu,
          cart: saved.cart === undefined ? current.cart : sanitizeCart(saved.cart),
        };
      },
      onRehydrateStorage: () => () => {
        useSiteStore.setState({ hydrated: true });
      },
    },
  ),
);
