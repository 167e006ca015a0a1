'use client';
import { Link } from '@/components/ui/Link';
import { usePagePath } from './usePagePath';
import { memo, startTransition, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MenuItem } from '@/lib/layout/navigation';
import { useFocusTrap } from '@/components/ui/useFocusTrap';
import { useScrollLock } from '@/components/ui/useScrollLock';
import { afterNextPaint } from '@/components/ui/afterNextPaint';
import { whenIdle } from '@/components/ui/whenIdle';
import { ClientIcon } from '@/components/ui/ClientIcon';
import { useActiveMenu } from './useActiveMenu';

/**
 * The side menu of small screens: the header menu plus News, online sales space and FAQ, and the
 * newsletter field. A modal drawer: focus stays inside, Escape or the backdrop closes it.
 */
export function SideMenu({
  logo,
  footer,
  items,
  homeHref,
  labels,
}: {
  logo: ReactNode;
  footer: ReactNode;
  /** The items, their words and addresses in the page's edition (lib/layout/menus.ts). */
  items: MenuItem[];
  homeHref: string;
  labels: { open: string; close: string; nav: string; title: string };
}) {
  const pathname = usePagePath();
  // Remembers on which page the menu was opened: navigating elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  // Drawn hidden once the page is idle (or at the first opening), then only hidden, so an address typed in its
  // newsletter field survives a closing.
  const [drawn, setDrawn] = useState(false);
  // Idle and in a transition (React splits it into short tasks): the tap that opens the menu then only shows it,
  // instead of drawing its links first (issue 48).
  useEffect(() => {
    if (drawn) return;
    return whenIdle(() => startTransition(() => setDrawn(true)));
  }, [drawn]);
  const active = useActiveMenu();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useCallback(() => setOpenOn(null), []);

  // The drawer's lower part (newsletter field, language, contacts) comes in the frame after the menu first shows: the
  // tap shows the links first (issue 48), and a page whose menu is never opened holds no form drawn by the browser
  // (React gives such a form a placeholder `javascript:` action, which the hostile-content test rightly refuses).
  const [footerDrawn, setFooterDrawn] = useState(false);
  useEffect(() => {
    if (!open || footerDrawn) return;
    return afterNextPaint(() => startTransition(() => setFooterDrawn(true)));
  }, [open, footerDrawn]);

  useFocusTrap(panelRef, open, close);
  useScrollLock(open);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDrawn(true);
          setOpenOn(pathname);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50 lg:hidden"
      >
        <ClientIcon name="menu" className="size-6" />
        <span className="sr-only">{labels.open}</span>
      </button>
      {/* Not in the server HTML: hidden there, it was 108 elements every page hydrated for nothing. Without JavaScript
          the button cannot open it anyway; the footer carries its extra links for crawlers. */}
      {drawn ? (
        // Closed, invisible rather than not displayed: its styles and layout are worked out once, when it is drawn
        // at idle time, and the tap that opens it only has it painted (issue 48). Invisible, it takes no tap and no
        // focus, and is out of the accessibility tree.
        <div className={`fixed inset-0 z-[60] lg:hidden ${open ? '' : 'invisible'}`}>
          <div className="absolute inset-0 bg-ink-900/55" onClick={close} aria-hidden />
          <div
            ref={panelRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            className="absolute inset-y-0 start-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl"
          >
            <div className="flex items-center justify-between border-b border-ink-100 px-5 py-4">
              <Link href={homeHref} className="block w-32" onClick={close}>
                {logo}
              </Link>
              <h2 id={titleId} className="sr-only">
                {labels.title}
              </h2>
              <button
                type="button"
                onClick={close}
                className="inline-flex size-10 items-center justify-center rounded-full hover:bg-ink-50"
              >
                <ClientIcon name="close" className="size-6" />
                <span className="sr-only">{labels.close}</span>
              </button>
            </div>
            <nav aria-label={labels.nav} className="px-3 py-4">
              <ul className="space-y-1">
                {items.map((item) => (
                  <SideMenuItem key={item.id} item={item} isActive={active === item.id} pathname={pathname} />
                ))}
              </ul>
            </nav>
            <div className="mt-auto border-t border-ink-100 px-5 py-5">{footerDrawn ? footer : null}</div>
          </div>
        </div>
      ) : null}
    </>
  );
}

// Memoised: opening or closing the menu draws the drawer's frame again, not its links.
const SideMenuItem = memo(function SideMenuItem({ item, isActive, pathname }: { item: MenuItem; isActive: boolean; pathname: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const itemClass = `flex-1 rounded-xl px-3 py-2.5 font-bold ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-800 hover:bg-ink-50'
  }`;
  if (!item.children) {
    return (
      <li>
        <Link
          href={item.href}
          data-menu-id={item.id}
          data-active={isActive}
          aria-current={pathname === (item.page ?? item.href) ? 'page' : undefined}
          className={`flex ${itemClass}`}
        >
          {item.label}
        </Link>
      </li>
    );
  }
  const hasOwnPage = item.id !== 'digital';
  return (
    <li>
      <div className="flex items-center gap-1">
        {hasOwnPage ? (
          <Link href={item.href} data-menu-id={item.id} data-active={isActive} className={itemClass}>
            {item.label}
          </Link>
        ) : (
          <button
            type="button"
            data-menu-id={item.id}
            data-active={isActive}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
            className={`text-start ${itemClass}`}
          >
            {item.label}
          </button>
        )}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink-600 hover:bg-ink-50"
        >
          <ClientIcon name="chevron-down" className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          <span className="sr-only">{item.submenuLabel}</span>
        </button>
      </div>
      {/* Its links drawn once it is expanded: most visitors never open a submenu, and each link drawn with the menu
          delayed its opening (issue 48). */}
      <ul id={listId} className={expanded ? 'mt-1 space-y-0.5 border-s-2 border-brand-200 ms-4 ps-2' : 'hidden'}>
        {expanded && item.children.map((child) => (
          <li key={child.href}>
            <Link
              href={child.href}
              aria-current={pathname === (child.page ?? child.href) ? 'page' : undefined}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700"
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
});
