'use client';
import { Link } from '@/components/ui/Link';
import { usePagePath } from './usePagePath';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ClientIcon } from '@/components/ui/ClientIcon';
import type { MenuItem } from '@/lib/layout/navigation';
import { useActiveMenu } from './useActiveMenu';

/**
 * Desktop header menu. Submenus open on hover, on click and from the keyboard (Enter, Space, ArrowDown). Its items
 * and name come in the page's edition (lib/layout/menus.ts).
 */
export function MainNav({ items, label }: { items: MenuItem[]; label: string }) {
  const active = useActiveMenu();
  const pathname = usePagePath();
  // The open submenu and the page it was opened on: navigating elsewhere closes it.
  const [openState, setOpenState] = useState<{ id: string; path: string | null } | null>(null);
  const openId = openState && openState.path === pathname ? openState.id : null;
  const setOpenId = useCallback((id: string | null) => setOpenState(id ? { id, path: pathname } : null), [pathname]);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openId) return;
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, setOpenId]);

  return (
    <nav ref={navRef} aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {items.map((item) => (
          <li key={item.id} className="group relative">
            {item.children ? (
              <Submenu
                item={item}
                isActive={active === item.id}
                open={openId === item.id}
                setOpen={(open) => setOpenId(open ? item.id : null)}
                pathname={pathname}
              />
            ) : (
              <Link
                href={item.href}
                data-menu-id={item.id}
                data-active={active === item.id}
                aria-current={pathname === (item.page ?? item.href) ? 'page' : undefined}
                className={topItemClass(active === item.id)}
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function topItemClass(isActive: boolean) {
  return `relative inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 xl:px-3 text-[0.92rem] font-bold transition-colors ${
    isActive ? 'text-brand-700 bg-brand-50' : 'text-ink-800 hover:text-brand-700'
  }`;
}

function Submenu({
  item,
  isActive,
  open,
  setOpen,
  pathname,
}: {
  item: MenuItem;
  isActive: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  pathname: string | null;
}) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const children = item.children ?? [];
  const hasOwnPage = item.id !== 'digital';

  const focusItem = useCallback((index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    const i = (index + links.length) % links.length;
    links[i]?.focus();
  }, []);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(links.length - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <>
      <div className="flex items-center">
        {hasOwnPage ? (
          <Link
            href={item.href}
            data-menu-id={item.id}
            data-active={isActive}
            aria-current={pathname === (item.page ?? item.href) ? 'page' : undefined}
            className={`${topItemClass(isActive)} pe-1`}
          >
            {item.label}
          </Link>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
          onKeyDown={onButtonKeyDown}
          {...(hasOwnPage ? { 'aria-label': item.openLabel } : { 'data-menu-id': item.id, 'data-active': isActive })}
          className={hasOwnPage ? 'rounded-full p-1.5 text-ink-600 hover:text-brand-700' : topItemClass(isActive)}
        >
          {hasOwnPage ? null : item.label}
          <ClientIcon name="chevron-down" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <ul
        id={menuId}
        ref={listRef}
        onKeyDown={onListKeyDown}
        className={`absolute start-0 top-full z-50 min-w-64 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl shadow-ink-900/10 ${
          open ? 'block' : 'hidden group-hover:block'
        }`}
      >
        {children.map((child) => (
          <li key={child.href}>
            <Link
              href={child.href}
              aria-current={pathname === (child.page ?? child.href) ? 'page' : undefined}
              className="block rounded-xl px-4 py-2.5 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 aria-[current=page]:text-brand-700"
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
