import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { menuIdForPath, type MenuId } from '@/lib/navigation';
import { useSiteStore } from '@/lib/store';

/**
 * The highlighted menu item: the one the current path selects (menuIdForPath: a top-level path its own item,
 * a deeper one the item of its first segment, else Services; spec section 2), else the one remembered
 * in the session. Before the store has read sessionStorage only the path counts, so the server HTML and
 * the first client render agree.
 *
 * Where the path selects an item, reading sessionStorage after mount and remembering that item change nothing on
 * screen: the menus do not subscribe to them then. Subscribed, both menus (every link of the header and the side
 * menu) rendered twice more right after hydration, in one task of about 10 ms on this machine (four times that on
 * Lighthouse's throttled phone, all of it counted as blocking time).
 */
export function useActiveMenu(): MenuId | null {
  const pathname = usePathname() ?? '/';
  const fromPath = menuIdForPath(pathname);
  const remembered = useSiteStore((s) => (fromPath === null && s.hydrated ? s.activeMenu : null));

  useEffect(() => {
    if (!fromPath) return;
    const remember = () => useSiteStore.getState().setActiveMenu(fromPath);
    // After the store has read sessionStorage, otherwise what it reads would overwrite the path's item.
    if (useSiteStore.persist.hasHydrated()) {
      remember();
      return;
    }
    return useSiteStore.persist.onFinishHydration(remember);
  }, [fromPath]);

  return fromPath ?? remembered;
}
