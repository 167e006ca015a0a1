import * as icons from '@/components/ui/icons';
import { ICON_NAMES, type IconName } from '@/lib/content/icons';

// Drawn only by server components: reading the drawings by name costs no page any JavaScript.
const ICONS = Object.fromEntries(ICON_NAMES.map((name) => [name, icons[name]])) as Record<IconName, icons.LucideIcon>;

/** The decorative icon a piece of marketing content names (always aria-hidden). */
export function ContentIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={className} />;
}

/** The icon in a rounded gradient tile, as on cards. */
export function IconTile({ name, size = 'md' }: { name: IconName; size?: 'md' | 'lg' }) {
  return (
    <span
      className={`bg-brand-gradient inline-flex shrink-0 items-center justify-center text-white shadow-lg shadow-accent-600/20 ${
        size === 'lg' ? 'size-16 rounded-2xl' : 'size-12 rounded-xl'
      }`}
    >
      <ContentIcon name={name} className={size === 'lg' ? 'size-8' : 'size-6'} />
    </span>
  );
}
