// The site's menus (header, side menu, bottom bar; the footer's links are in components/layout/Footer.tsx) and which
// item a path makes active. No React here: the side menu's and the bottom bar's client script carries this file.
import type { ClientIconName } from '@/lib/icons/client';
import { ITEM_SEGMENTS, PAGES } from '@/lib/paths';

export type NavLink = {
  href: string;
  label: string;
  /** The French page the link leads to, where it is not `href` itself (another edition's address): what the menus
   *  compare with the page shown (components/layout/usePagePath.ts). */
  page?: string;
};
/** A menu item as an island receives it: its words and addresses in the page's edition (lib/layout/menus.ts). */
export type MenuItem = NavLink & {
  id: MenuId;
  children?: NavLink[];
  /** With children: the names of the button that opens them, and of their list. */
  openLabel?: string;
  submenuLabel?: string;
};

export type MenuId =
  | 'home'
  | 'about'
  | 'services'
  | 'trainings'
  | 'digital'
  | 'jobs'
  | 'quote'
  | 'contact'
  | 'news'
  | 'shop'
  | 'faq';

/** The header menu's items and their French pages (the labels are each edition's texts: lib/i18n, layout.menu). */
export const headerMenu: readonly { id: MenuId; href: string }[] = [
  { id: 'home', href: PAGES.homeAlias },
  { id: 'about', href: PAGES.about },
  { id: 'services', href: PAGES.services },
  { id: 'trainings', href: PAGES.trainings },
  // Digital has no page of its own: its href is only used as a key, the item opens its submenu.
  { id: 'digital', href: PAGES.digital },
  { id: 'jobs', href: PAGES.jobs },
  { id: 'quote', href: PAGES.quote },
  { id: 'contact', href: PAGES.contact },
];

// The side menu (small screens) has the header menu plus these three.
export const sideMenuExtras: readonly { id: MenuId; href: string }[] = [
  { id: 'news', href: PAGES.news },
  { id: 'shop', href: PAGES.shop },
  { id: 'faq', href: PAGES.faq },
];

export const sideMenu = [...headerMenu, ...sideMenuExtras];

/** The bottom bar's links (labels: layout.menu), each with its icon of the layout's sprite (ClientIconSprite). */
export const bottomBar: readonly { id: 'home' | 'services' | 'login' | 'contact'; href: string; icon: ClientIconName }[] = [
  { id: 'home', href: PAGES.homeAlias, icon: 'home' },
  { id: 'services', href: PAGES.services, icon: 'services' },
  { id: 'login', href: PAGES.login, icon: 'login' },
  { id: 'contact', href: PAGES.contact, icon: 'contact' },
];

/** Menu items whose page is a list read from the CMS. */
const CMS_LIST_MENU_IDS: readonly MenuId[] = ['news', 'trainings', 'jobs', 'shop', 'faq'];

/** Paths of the CMS list pages (while one of them loads after a click, a skeleton stands in for it). */
export const cmsListPaths: readonly string[] = [
  ...sideMenu.filter((item) => CMS_LIST_MENU_IDS.includes(item.id)).map((item) => item.href),
  PAGES.trainingsAlias,
];

/** The menu item of the pages below each first segment: the item pages, and the digital service pages. */
const detailSegmentMenu: Record<string, MenuId> = {
  [ITEM_SEGMENTS.job]: 'jobs',
  [ITEM_SEGMENTS.training]: 'trainings',
  [ITEM_SEGMENTS.post]: 'news',
  [PAGES.digital.slice(1)]: 'digital',
};

const pathMenu: Record<string, MenuId> = {
  [PAGES.home]: 'home',
  [PAGES.homeAlias]: 'home',
  ...Object.fromEntries(sideMenu.filter((item) => item.id !== 'digital').map((item) => [item.href, item.id])),
  [PAGES.trainingsAlias]: 'trainings',
};

/**
 * The menu item a path selects: below the top level, the first segment jobs, formations, actualite or digital selects
 * its item and any other Services; a top-level path selects its own. null: nothing (the remembered item stays).
 */
export function menuIdForPath(pathname: string): MenuId | null {
  const path = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const segments = path.split('/');
  if (segments.length > 2) {
    return detailSegmentMenu[segments[1] ?? ''] ?? 'services';
  }
  return pathMenu[path] ?? null;
}
