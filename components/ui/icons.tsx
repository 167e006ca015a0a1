// The site's icons: lucide's drawings (plain data, lib/icons/table.ts) as a plain <svg>, for server and client
// components alike. lucide-react's are client components since v1: each was sent again in the payload, hydrated, and
// its code loaded.
import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';
import type { IconName } from '@/lib/icons/names';

export * from '@/lib/icons/table';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;

/** One drawing of the table under its own name, written `{ ArrowRight }`: the key names it, the value draws it. */
export type IconOf = { [Name in IconName]: { [Key in Name]: IconNode } }[IconName];

/** Whether the caller named the icon for assistive technologies; if not it is hidden from them, as lucide-react does. */
function isNamed(props: IconProps): boolean {
  return Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');
}

/** Lucide's class for an icon: 'MessageCircleQuestion' → 'message-circle-question', 'Building2' → 'building2'. */
function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Icons that point along the line of reading (onward, back, next page): drawn mirrored on a right-to-left page.
 * Clocks, logos, media controls and the rest keep their drawing.
 */
const ALONG_THE_LINE: ReadonlySet<string> = new Set(['ArrowRight', 'ArrowLeft', 'ChevronRight', 'ChevronLeft']);

/** The <svg> of `node`, as lucide draws it, with the class of `name` before the caller's. */
export function drawIcon(name: IconName, node: IconNode, { className, ...props }: IconProps) {
  const own = `lucide lucide-${kebabCase(name)}${ALONG_THE_LINE.has(name) ? ' rtl:-scale-x-100' : ''}`;
  return createElement(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: 24,
      height: 24,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className ? `${own} ${className}` : own,
      ...(isNamed(props) ? {} : { 'aria-hidden': true }),
      ...props,
    },
    node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
  );
}

/**
 * An icon of the table: `<Icon of={{ ArrowRight }} className="size-4" />`, the drawing imported from this module by its
 * name. Imported one by one, a page's JavaScript carries only the drawings its client components show.
 */
export function Icon({ of, ...props }: IconProps & { of: IconOf }) {
  const [name, node] = Object.entries(of)[0] as [IconName, IconNode];
  return drawIcon(name, node, props);
}
