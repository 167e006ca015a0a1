// The site's menus (header, side menu, bottom bar, footer) and which item a path makes active. No React here.
import type { ClientIconName } from '@/components/ui/ClientIcons';

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
  { href: '/services/formations-profesionnelles', label: 'Formations professionnelles' },
  { href: '/services/conseils', label: 'Conseils et études' },
  { href: '/digital/transformation-digitale', label: 'Transformation digitale' },
  { href: '/services/mise-en-relation', label: 'Mise en relation emploi' },
  { href: '/services/prospection', label: 'Prospection commerciale' },
];

export const digitalSubmenu: NavLink[] = [
  { href: '/digital/strategie-marketing-digital', label: 'Stratégie marketing digital' },
  { href: '/digital/strategie-communication-digitale', label: 'Stratégie de communication digitale' },
  { href: '/digital/conception-graphique', label: 'Conception graphique' },
  { href: '/digital/developpement-applicatif', label: 'Développement applicatif' },
  { href: '/digital/data-analyse', label: 'Data et analyse' },
];

export const headerMenu: MenuItem[] = [
  { id: 'home', href: '/accueil', label: 'Accueil' },
  { id: 'about', href: '/a-propos-de-nous', label: 'À propos' },
  { id: 'services', href: '/nos-services', label: 'Services', children: servicesSubmenu },
  { id: 'trainings', href: '/nos-formations', label: 'Nos formations' },
  // Digital has no page of its own: its href is only used as a key, the item opens its submenu.
  { id: 'digital', href: '/digital', label: 'Digital', children: digitalSubmenu },
  { id: 'jobs', href: '/nos-offres-emplois', label: 'Emplois' },
  { id: 'quote', href: '/demander-un-devis', label: 'Devis' },
  { id: 'contact', href: '/contact', label: 'Contact' },
];

// The side menu (small screens) has the header menu plus these three.
export const sideMenuExtras: MenuItem[] = [
  { id: 'news', href: '/nos-actualites', label: 'Actualités' },
  { id: 'shop', href: '/adive-biblio', label: 'Espace vente en ligne' },
  { id: 'faq', href: '/faq', label: 'FAQ' },
];

export const sideMenu: MenuItem[] = [...headerMenu, ...sideMenuExtras];

/** The bottom bar's links, each with its icon of the layout's sprite (components/ui/ClientIcons.tsx). */
export const bottomBar: (NavLink & { icon: ClientIconName })[] = [
  { href: '/accueil', label: 'Accueil', icon: 'home' },
  { href: '/nos-services', label: 'Services', icon: 'services' },
  { href: '/login', label: 'Connexion', icon: 'login' },
  { href: '/contact', label: 'Contact', icon: 'contact' },
];

export const footerQuickLinks: NavLink[] = [
  { href: '/a-propos-de-nous', label: 'À propos de nous' },
  { href: '/nos-actualites', label: 'Nos actualités' },
  { href: '/nos-offres-emplois', label: "Offres d'emploi" },
  { href: '/adive-biblio', label: 'Espace vente en ligne' },
  { href: '/faq', label: 'Foire aux questions' },
  { href: '/contact', label: 'Contact' },
  { href: '/termes-et-conditions', label: 'Termes et conditions' },
  { href: '/politique-de-confidentialite', label: 'Politique de confidentialité' },
];

export const footerServiceLinks: NavLink[] = [
  { href: '/services/formations-profesionnelles', label: 'Formations professionnelles' },
  { href: '/services/conseils', label: 'Conseils et études de marché' },
  { href: '/services/mise-en-relation', label: 'Mise en relation emploi' },
  { href: '/services/prospection', label: 'Prospection commerciale' },
  { href: '/services/strategie-marketing-digital', label: 'Marketing digital' },
  { href: '/services/conception-graphique', label: 'Conception graphique' },
  { href: '/services/livraison', label: 'Livraison' },
];

/** The training catalogue's second address: same page as /nos-formations. */
const TRAINING_CATALOGUE_ALIAS = '/services/trainings';

/** Menu items whose page is a list read from the CMS. */
const CMS_LIST_MENU_IDS: readonly MenuId[] = ['news', 'trainings', 'jobs', 'shop', 'faq'];

/** Paths of the CMS list pages (while one of them loads after a click, a skeleton stands in for it). */
export const cmsListPaths: readonly string[] = [
  ...sideMenu.filter((item) => CMS_LIST_MENU_IDS.includes(item.id)).map((item) => item.href),
  TRAINING_CATALOGUE_ALIAS,
];

const detailSegmentMenu: Record<string, MenuId> = {
  jobs: 'jobs',
  formations: 'trainings',
  actualite: 'news',
  digital: 'digital',
};

const pathMenu: Record<string, MenuId> = {
  '/': 'home',
  '/accueil': 'home',
  ...Object.fromEntries(sideMenu.filter((item) => !item.children || item.id === 'services').map((item) => [item.href, item.id])),
  [TRAINING_CATALOGUE_ALIAS]: 'trainings',
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
