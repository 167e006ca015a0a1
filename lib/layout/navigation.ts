// The site's menus (header, side menu, bottom bar; the footer's links are in components/layout/Footer.tsx) and which
// item a path makes active. No React here: the side menu's and the bottom bar's client script carries this file.
import type { ClientIconName } from '@/lib/icons/client';
import { digitalPath, ITEM_SEGMENTS, PAGES, servicePath } from '@/lib/paths';

export type NavLink = { href: string; label: string };
export type MenuItem = NavLink & { id: MenuId; children?: NavLink[] };

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

export const servicesSubmenu: NavLink[] = [
  { href: servicePath('formations-profesionnelles'), label: 'Formations professionnelles' },
  { href: servicePath('conseils'), label: 'Conseils et études' },
  { href: digitalPath('transformation-digitale'), label: 'Transformation digitale' },
  { href: servicePath('mise-en-relation'), label: 'Mise en relation emploi' },
  { href: servicePath('prospection'), label: 'Prospection commerciale' },
];

export const digitalSubmenu: NavLink[] = [
  { href: digitalPath('strategie-marketing-digital'), label: 'Stratégie marketing digital' },
  { href: digitalPath('strategie-communication-digitale'), label: 'Stratégie de communication digitale' },
  { href: digitalPath('conception-graphique'), label: 'Conception graphique' },
  { href: digitalPath('developpement-applicatif'), label: 'Développement applicatif' },
  { href: digitalPath('data-analyse'), label: 'Data et analyse' },
];

export const headerMenu: MenuItem[] = [
  { id: 'home', href: PAGES.homeAlias, label: 'Accueil' },
  { id: 'about', href: PAGES.about, label: 'À propos' },
  { id: 'services', href: PAGES.services, label: 'Services', children: servicesSubmenu },
  { id: 'trainings', href: PAGES.trainings, label: 'Nos formations' },
  // Digital has no page of its own: its href is only used as a key, the item opens its submenu.
  { id: 'digital', href: PAGES.digital, label: 'Digital', children: digitalSubmenu },
  { id: 'jobs', href: PAGES.jobs, label: 'Emplois' },
  { id: 'quote', href: PAGES.quote, label: 'Devis' },
  { id: 'contact', href: PAGES.contact, label: 'Contact' },
];

// The side menu (small screens) has the header menu plus these three.
export const sideMenuExtras: MenuItem[] = [
  { id: 'news', href: PAGES.news, label: 'Actualités' },
  { id: 'shop', href: PAGES.shop, label: 'Espace vente en ligne' },
  { id: 'faq', href: PAGES.faq, label: 'FAQ' },
];

export const sideMenu: MenuItem[] = [...headerMenu, ...sideMenuExtras];

/** The bottom bar's links, each with its icon of the layout's sprite (components/ui/ClientIconSprite.tsx). */
export const bottomBar: (NavLink & { icon: ClientIconName })[] = [
  { href: PAGES.homeAlias, label: 'Accueil', icon: 'home' },
  { href: PAGES.services, label: 'Services', icon: 'services' },
  { href: PAGES.login, label: 'Connexion', icon: 'login' },
  { href: PAGES.contact, label: 'Contact', icon: 'contact' },
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
  ...Object.fromEntries(sideMenu.filter((item) => !item.children || item.id === 'services').map((item) => [item.href, item.id])),
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
