import * as iconTable from '@/lib/icons/table';
import type { IconName } from '@/lib/icons/names';
import { drawIcon, type IconProps } from './icons';

/**
 * An icon named by a string of the table (content, sprites). For server components only: looking a drawing up by name
 * keeps every drawing of the table in the module, which no page's JavaScript should carry.
 */
export function NamedIcon({ name, ...props }: IconProps & { name: IconName }) {
  return drawIcon(name, iconTable[name], props);
}
