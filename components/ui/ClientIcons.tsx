import { CheckCircle2, ChevronDown, CircleAlert, Globe, House, LayoutGrid, Mail, Menu, Send, UserRound, X } from '@/components/ui/icons';
import { createIconSprite } from '@/components/ui/IconSprite';
import { CLIENT_ICONS_PREFIX, type ClientIconName } from './clientIcon';

/**
 * The <symbol>s of the client components' icons (ClientIcon), drawn by the server once in every page: drawn in the
 * client components themselves, they would ship their drawings in the JavaScript of every page.
 */
export const ClientIcons = createIconSprite<ClientIconName>(CLIENT_ICONS_PREFIX, {
  alert: CircleAlert,
  success: CheckCircle2,
  close: X,
  send: Send,
  'chevron-down': ChevronDown,
  menu: Menu,
  globe: Globe,
  home: House,
  services: LayoutGrid,
  login: UserRound,
  contact: Mail,
}).Sprite;
