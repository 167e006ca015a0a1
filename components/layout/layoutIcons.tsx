// The icons of the header's, footer's and bottom bar's client components, drawn here on the server and handed to
// them as elements: the drawings then stay out of the JavaScript every page loads (those components are on all of
// them).
import { ChevronDown, Globe, House, LayoutGrid, Mail, Menu, Send, UserRound, X } from '@/components/ui/icons';

export const newsletterIcons = {
  send: <Send aria-hidden className="size-4" />,
  dismiss: <X aria-hidden className="size-4" />,
};

export const sideMenuIcons = {
  open: <Menu aria-hidden className="size-6" />,
  close: <X aria-hidden className="size-6" />,
  expand: <ChevronDown aria-hidden className="size-5" />,
};

export const mainNavChevron = <ChevronDown aria-hidden className="size-4" />;

export const languageIcons = {
  light: <Globe aria-hidden className="size-3.5 text-brand-600" />,
  dark: <Globe aria-hidden className="size-3.5 text-brand-400" />,
};

export const bottomBarIcons = {
  home: <House aria-hidden className="size-5" />,
  services: <LayoutGrid aria-hidden className="size-5" />,
  login: <UserRound aria-hidden className="size-5" />,
  contact: <Mail aria-hidden className="size-5" />,
};
