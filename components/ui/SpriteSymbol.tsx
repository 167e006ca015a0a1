/** The id of a sprite's symbol. */
export function spriteId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/**
 * One symbol of a sprite drawn elsewhere in the page, without the drawing's code: client components use it for icons
 * whose sprite a server component draws (components/ui/ClientIconSprite.tsx).
 */
export function SpriteSymbol({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
