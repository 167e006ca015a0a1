import type { IconName } from '@/components/ui/iconTable';
import { createIconSprite } from '@/components/ui/IconSprite';
import { CLIENT_ICONS_PREFIX } from './clientIcon';

/** What each icon of the client components (ClientIcon) shows, by the name they give it. */
const CLIENT_ICONS = {
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

/**
 * The <symbol>s of the client components' icons (ClientIcon), drawn by the server once in every page: drawn in the
 * client components themselves, they would ship their drawings in the JavaScript of every page.
 */
export const ClientIcons = createIconSprite(CLIENT_ICONS_PREFIX, CLIENT_ICONS).Sprite;
