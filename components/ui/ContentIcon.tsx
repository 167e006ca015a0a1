import { NamedIcon } from '@/components/ui/NamedIcon';
import type { IconName } from '@/lib/icons/names';

/** The decorative icon a piece of marketing content names (always aria-hidden); drawn by server components only. */
export function ContentIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <NamedIcon name={name} aria-hidden className={className} />;
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
