// The names of the site's icons: those of lib/icons/table.ts, for the content that names them (lib/content) and the
// components that draw them.
import type * as iconTable from './table';

export type IconName = keyof typeof iconTable;
