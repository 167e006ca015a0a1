import { usePathname } from 'next/navigation';
import { pageOfPathname } from '@/lib/paths';

/**
 * The French page being shown (lib/paths.ts PAGES and the item paths), the same on the server and in the browser:
 * usePathname gives the route under app/[edition] (/fr/faq) while the server renders, the public address (/faq) in
 * the browser, so a menu that compared it with a page's address would differ between the two.
 */
export function usePagePath(): string {
  return pageOfPathname(usePathname() ?? '/');
}
