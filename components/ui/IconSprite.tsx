import type { LucideIcon } from '@/components/ui/icons';

/**
 * Icons repeated on every card of a long list, drawn once as <symbol>s and shown with <use>. The job list's cards
 * have four icons each: inline, that is 128 SVGs of 3 to 10 elements on /nos-offres-emplois, half of the page's
 * elements, which the browser parses and React hydrates, and which the HTML and the React payload both carry.
 * `Sprite` goes once in the page, before the list; `Icon` in each card. The icons take the text colour
 * (`currentColor`) and the size of their class, as lucide's own.
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
