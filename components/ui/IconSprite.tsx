import type { IconName } from '@/lib/icons/names';
import { NamedIcon } from '@/components/ui/NamedIcon';
import { spriteId, SpriteSymbol } from '@/components/ui/SpriteSymbol';

/**
 * Icons repeated on every card of a long list: drawn once as <symbol>s by `Sprite` (once per page, before the list),
 * shown by `Icon` with <use>. Inline, the job cards' icons were 128 SVGs, half of /nos-offres-emplois's elements.
 * `icons` gives each of the sprite's names its icon of the table. For server components (NamedIcon).
 */
export function createIconSprite<Name extends string>(prefix: string, icons: Readonly<Record<Name, IconName>>) {
  const id = (name: Name) => spriteId(prefix, name);

  function Sprite() {
    return (
      <svg aria-hidden width="0" height="0" className="absolute size-0 overflow-hidden">
        {(Object.entries(icons) as [Name, IconName][]).map(([name, icon]) => (
          <symbol key={name} id={id(name)} viewBox="0 0 24 24">
            <NamedIcon name={icon} />
          </symbol>
        ))}
      </svg>
    );
  }

  function Icon({ name, className }: { name: Name; className?: string }) {
    return <SpriteSymbol id={id(name)} className={className} />;
  }

  return { Sprite, Icon };
}
