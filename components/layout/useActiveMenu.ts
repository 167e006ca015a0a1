import { usePagePath } from './usePagePath';
import { useEffect } from 'react';
import { menuIdForPath, type MenuId } from '@/lib/layout/navigation';
import { useSiteStore } from '@/lib/layout/store';

/**
 * The highlighted menu item: the current path's (menuIdForPath), else the one remembered in the session, read only
 * once the store has hydrated so the server HTML and first render agree. When the path decides, the selector stays
 * null: reading the store then re-rendered both menus twice after hydration (a 10 ms task, see docs/performance.md).
 */
export function useActiveMenu(): MenuId | null {
  const pathname = usePagePath();
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
