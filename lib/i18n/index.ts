// The site's own words in each edition, read on the server only: a client island receives its own strings as props,
// so no edition's texts ride in the browser's JavaScript (DESIGN.md « Editions »).
import 'server-only';
import type { Edition } from '@/lib/editions';
import { arabicTexts } from './ar/index';
import { englishTexts } from './en/index';
import { frenchTexts } from './fr/index';
import type { Texts } from './types';

export const TEXTS: Readonly<Record<Edition, Texts>> = { fr: frenchTexts, en: englishTexts, ar: arabicTexts };

/** Every text of the site in `edition`. */
export function textsOf(edition: Edition): Texts {
  return TEXTS[edition];
}

export type { Texts };
