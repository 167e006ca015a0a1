// The icons of the client components on every page (header, side menu, bottom bar, newsletter) and of the forms: what
// each shows, by the name they give it. Drawn once in the root layout (components/ui/ClientIconSprite.tsx) and used
// by <ClientIcon> (components/ui/ClientIcon.tsx), so that no drawing is in the pages' JavaScript.
import type { IconName } from './names';

export const CLIENT_ICONS_PREFIX = 'client-icon';

export const CLIENT_ICONS = {
  alert: 'CircleAlert',
  success: 'CheckCircle2',
  close: 'X',
  send: 'Send',
  'chevron-down': 'ChevronDown',
  menu: 'Menu',
  globe: 'Globe',
  home: 'House',
  services: 'LayoutGrid',
  login: 'UserRound',
  contact: 'Mail',
} as const satisfies Record<string, IconName>;

export type ClientIconName = keyof typeof CLIENT_ICONS;
