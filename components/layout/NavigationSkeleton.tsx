'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { cmsListPaths } from '@/lib/layout/navigation';
import { ListSkeleton } from './ListSkeleton';
/** Fast navigations (prefetched pages) finish before this: no flash. */
const SHOW_AFTER_MS = 150;
/** A navigation that never ends (network gone) does not leave the skeleton forever. */
const GIVE_UP_AFTER_MS = 15_000;

/**
 * Skeleton during client-side navigation to a list page. Not a loading.tsx: that streams the list into a hidden block
 * only JavaScript reveals, so crawlers and visitors without JavaScript would get the placeholder instead.
 */
export function NavigationSkeleton() {
  const pathname = usePathname();
  const [target, setTarget] = useState<{ path: string; from: string } | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Capture phase: runs before next/link's own handler, which prevents the browser's navigation.
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (!cmsListPaths.includes(link.pathname) || link.pathname === window.location.pathname) return;
      setTarget({ path: link.pathname, from: window.location.pathname });
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!target) return;
    const show = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    const giveUp = window.setTimeout(() => {
      setTarget(null);
      setVisible(false);
    }, GIVE_UP_AFTER_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [target]);

  // The navigation has ended (or gone elsewhere): the page itself is shown.
  const pending = target !== null && pathname === target.from;
  if (target && !pending) {
    setTarget(null);
    setVisible(false);
  }
  if (!pending || !visible) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-hidden bg-white md:top-[6.25rem] lg:top-[6.75rem]">
      <ListSkeleton />
    </div>
  );
}
