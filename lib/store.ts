// The little client state there is, in one zustand store persisted to sessionStorage under the key `root`
// (spec section 4). Hydration is manual (skipHydration + rehydrate after mount, see StoreHydrator) so the
// server HTML and the first client render agree.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MenuId } from './navigation';

export const STORE_KEY = 'root';

export type SiteState = {
  /** True once sessionStorage has been read (never on the server, nor in the first client render). */
  hydrated: boolean;
  activeMenu: MenuId | null;
  setActiveMenu: (id: MenuId) => void;
};

export const useSiteStore = create<SiteState>()(
  persist(
    (set) => ({
      hydrated: false,
      activeMenu: null,
      setActiveMenu: (id) => set({ activeMenu: id }),
    }),
    {
      name: STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      skipHydration: true,
      partialize: (state) => ({ activeMenu: state.activeMenu }),
      onRehydrateStorage: () => () => {
        useSiteStore.setState({ hydrated: true });
      },
    },
  ),
);
