import type { LucideIcon } from '@/components/ui/icons';

/**
 * Icons repeated on every card of a long list: drawn once as <symbol>s by `Sprite` (once per page, before the list),
 * shown by `Icon` with <use>. Inline, the job cards' icons were 128 SVGs, half of /nos-offres-emplois's elements.
 */
export function createIconSprite<Name extends string>(prefix: string, icons: Record<Name, LucideIcon>) {
  const id = (name: Name) => spriteId(prefix, name);

  function Sprite() {
    return (
      <svg aria-hidden width="0" height="0" className="absolute size-0 overflow-hidden">
        {(Object.entries(icons) as [Name, LucideIcon][]).map(([name, Drawing]) => (
          <symbol key={name} id={id(name)} viewBox="0 0 24 24">
            <Drawing />
          </symbol>
        ))}
      </svg>
    );
  }

  function Icon({ name, className }: { name: Name; className?: string }) {
    return <SpriteIcon id={id(name)} className={className} />;
  }

  return { Sprite, Icon };
}

/** The id of a sprite's symbol. */
export function spriteId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/**
 * One symbol of a sprite drawn elsewhere in the page, without the drawing's code: client components use it for icons
 * whose sprite a server component draws (components/ui/ClientIcons.tsx).
 */
export function SpriteIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
