import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { menuIdForPath, type MenuId } from '@/lib/navigation';
import { useSiteStore } from '@/lib/store';

/**
 * The highlighted menu item: the one the current path selects (menuIdForPath: a top-level path its own item,
 * a deeper one the item of its first segment, else Services; spec section 2), else the one remembered
 * in the session. Before the store has read sessionStorage only the path counts, so the server HTML and
 * the first client render agree.
 */
export function useActiveMenu(): MenuId | null {
  const pathname = usePathname() ?? '/';
  const fromPath = menuIdForPath(pathname);
  const hydrated = useSiteStore((s) => s.hydrated);
  const remembered = useSiteStore((s) => s.activeMenu);
  const setActiveMenu = useSiteStore((s) => s.setActiveMenu);

  useEffect(() => {
    if (hydrated && fromPath) setActiveMenu(fromPath);
  }, [hydrated, fromPath, setActiveMenu]);

  return fromPath ?? (hydrated ? remembered : null);
}
