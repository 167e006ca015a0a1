import { useSelectedLayoutSegments } from 'next/navigation';

/**
 * The French page being shown (lib/paths.ts PAGES and the item paths, /nos-offres-emplois/recherche for the job
 * search), the same in the server's render and in the browser. Read from the route's segments below app/[edition]
 * (French folder names), not from the address: behind the proxy's rewrite usePathname gives the route on the server
 * (/fr/faq) and the public address in the browser (/faq, /en/about-us), and reading an address back to its page
 * would put the editions' table of addresses in every page's script. Only for a component drawn by the edition's
 * layout (the menus).
 */
export function usePagePath(): string {
  return `/${useSelectedLayoutSegments().join('/')}`;
}
