import { spriteId, SpriteIcon } from '@/components/ui/IconSprite';

/** The forms' icons, drawn once in every page by FormIcons (the root layout). */
export const FORM_ICONS_PREFIX = 'form-icon';
export type FormIconName = 'alert' | 'success' | 'close' | 'send';

/** A form icon in a client component, without lucide's code in the page's JavaScript. */
export function FormIcon({ name, className }: { name: FormIconName; className?: string }) {
  return <SpriteIcon id={spriteId(FORM_ICONS_PREFIX, name)} className={className} />;
}
