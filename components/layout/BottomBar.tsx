'use client';
import { Link } from '@/components/ui/Link';
import { usePagePath } from './usePagePath';
import { ClientIcon } from '@/components/ui/ClientIcon';
import type { NavLink } from '@/lib/layout/navigation';
import type { ClientIconName } from '@/lib/icons/client';
import { PAGES } from '@/lib/paths';

/**
 * Fixed bar at the bottom of small screens: Accueil, Services, Connexion and Contact (spec section 2), in the page's
 * edition (lib/layout/menus.ts).
 */
export function BottomBar({ links, label }: { links: (NavLink & { icon: ClientIconName })[]; label: string }) {
  const pathname = usePagePath();
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-100 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-4">
        {links.map((link) => {
          const page = link.page ?? link.href;
          const current = pathname === page || (page === PAGES.homeAlias && pathname === PAGES.home);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`flex flex-col items-center gap-0.5 py-2 text-xs font-bold ${
                  current ? 'text-brand-700' : 'text-ink-600'
                }`}
              >
                <ClientIcon name={link.icon} className="size-5" />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
