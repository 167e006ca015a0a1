// The menus in one edition, built on the server: each island (header menu, side menu, bottom bar) receives its own
// words and addresses as props, so no edition's texts ride in the browser's script (DESIGN.md « Editions »).
import 'server-only';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { textsOf, type Texts } from '@/lib/i18n';
import type { ClientIconName } from '@/lib/icons/client';
import { bottomBar, headerMenu, sideMenuExtras, type MenuItem, type NavLink } from '@/lib/layout/navigation';
import { digitalPath, pageIn, servicePath } from '@/lib/paths';

type LayoutTexts = Texts['layout'];

/** The Services submenu: four service pages and one digital one, in the spec's order. */
const SERVICES_SUBMENU: readonly [keyof LayoutTexts['services'], string][] = [
  ['formations-profesionnelles', servicePath('formations-profesionnelles')],
  ['conseils', servicePath('conseils')],
  ['transformation-digitale', digitalPath('transformation-digitale')],
  ['mise-en-relation', servicePath('mise-en-relation')],
  ['prospection', servicePath('prospection')],
];

export type Menus = {
  header: MenuItem[];
  side: MenuItem[];
  bottomBar: (NavLink & { icon: ClientIconName })[];
  labels: { main: string; quick: string };
};

/** Every menu of the layout in `edition`. */
export function menusOf(edition: Edition): Menus {
  const texts = textsOf(edition).layout;
  // The French page rides along only where the address differs from it (English, Arabic).
  const link = (page: string, label: string): NavLink => {
    const href = pageIn(edition, page);
    return href === page ? { href, label } : { href, label, page };
  };
  const children: Partial<Record<MenuItem['id'], NavLink[]>> = {
    services: SERVICES_SUBMENU.map(([key, href]) => link(href, texts.services[key])),
    // The digital pages in the order of their texts (lib/i18n/fr/layout.ts, digital).
    digital: (Object.keys(textsOf(DEFAULT_EDITION).layout.digital) as (keyof LayoutTexts['digital'])[]).map((slug) => link(digitalPath(slug), texts.digital[slug])),
  };
  const item = ({ id, href }: { id: MenuItem['id']; href: string }): MenuItem => {
    const label = texts.menu[id];
    const submenu = children[id];
    // Digital has no page: its key stays the French one, never linked.
    const own = { id, ...(id === 'digital' ? { href, label } : link(href, label)) };
    return submenu ? { ...own, children: submenu, openLabel: texts.openSubmenu(label), submenuLabel: texts.submenu(label) } : own;
  };
  const header = headerMenu.map(item);
  return {
    header,
    side: [...header, ...sideMenuExtras.map(item)],
    bottomBar: bottomBar.map(({ id, href, icon }) => ({ ...link(href, texts.menu[id]), icon })),
    labels: { main: texts.mainMenu, quick: texts.quickNavigation },
  };
}
