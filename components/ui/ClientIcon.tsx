import { spriteId, SpriteIcon } from '@/components/ui/SpriteIcon';
import type { ClientIconName } from '@/components/ui/ClientIcons';

/**
 * The icons of the client components on every page (header, side menu, bottom bar, newsletter) and of the forms,
 * drawn once in the root layout by ClientIcons (which names them).
 */
export const CLIENT_ICONS_PREFIX = 'client-icon';

/** An icon in a client component: a <use> of the layout's sprite, so no drawing is in the page's JavaScript. */
export function ClientIcon({ name, className }: { name: ClientIconName; className?: string }) {
  return <SpriteIcon id={spriteId(CLIENT_ICONS_PREFIX, name)} className={className} />;
}
