import { createIconSprite } from '@/components/ui/IconSprite';
import { CLIENT_ICONS, CLIENT_ICONS_PREFIX } from '@/lib/icons/client';

/**
 * The <symbol>s of the client components' icons (ClientIcon), drawn by the server once in every page: drawn in the
 * client components themselves, they would ship their drawings in the JavaScript of every page.
 */
export const ClientIconSprite = createIconSprite(CLIENT_ICONS_PREFIX, CLIENT_ICONS).Sprite;
