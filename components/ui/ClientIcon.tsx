import { spriteId, SpriteSymbol } from '@/components/ui/SpriteSymbol';
import { CLIENT_ICONS_PREFIX, type ClientIconName } from '@/lib/icons/client';

/** An icon in a client component: a <use> of the layout's sprite (ClientIconSprite), so no drawing is in the page's JavaScript. */
export function ClientIcon({ name, className }: { name: ClientIconName; className?: string }) {
  return <SpriteSymbol id={spriteId(CLIENT_ICONS_PREFIX, name)} className={className} />;
}
