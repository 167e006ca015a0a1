// The little client state there is, in one zustand store persisted to sessionStorage under `root`. Hydration is
// manual (skipHydration, rehydrated after mount by StoreHydrator) so the server HTML and the first client render agree.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createCartSlice, sanitizeCart, type CartSlice } from '@/lib/cart/store';
import type { MenuId } from './navigation';

export const STORE_KEY = 'root';

export type SiteState = CartSlice & {
  /** True once sessionStorage has been read (never on the server, nor in the first client render). */
  hydrated: boolean;
  activeMenu: MenuId | null;
  setActiveMenu: (id: MenuId) => void;
};

type PersistedState = Pick<SiteState, 'activeMenu' | 'cart'>;

export const useSiteStore = create<SiteState>()(
  persist(
    (set, get, store) => ({
      hydrated: false,
      activeMenu: null,
      setActiveMenu: (id) => set({ activeMenu: id }),
      ...createCartSlice(set, get, store),
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
