// The site's editions: French at the root (the spec's addresses), English under /en, Arabic under /ar (DESIGN.md
// « Editions »). The one table of what each edition is; its addresses are lib/paths.ts's. No runtime import here: the
// menus' client script carries this file.

export const EDITIONS = ['fr', 'en', 'ar'] as const;

export type Edition = (typeof EDITIONS)[number];

/** The default edition, at the root of the site, and the `x-default` of every page's alternates. */
export const DEFAULT_EDITION: Edition = 'fr';

export type EditionInfo = {
  /** The page's `<html lang>` and its hreflang. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
  /** The switcher's name of the edition, written in its own language. */
  name: string;
  /** The switcher's short label. */
  short: string;
};

export const EDITION_INFO: Readonly<Record<Edition, EditionInfo>> = {
  fr: { lang: 'fr', dir: 'ltr', ogLocale: 'fr_FR', name: 'Français', short: 'FR' },
  en: { lang: 'en', dir: 'ltr', ogLocale: 'en_GB', name: 'English', short: 'EN' },
  ar: { lang: 'ar', dir: 'rtl', ogLocale: 'ar_AR', name: 'العربية', short: 'AR' },
};

/** The cookie recording the visitor's choice of edition (spec): read to offer a link, never to redirect. */
export const EDITION_COOKIE = 'selectedLang';

export function isEdition(value: string): value is Edition {
  return (EDITIONS as readonly string[]).includes(value);
}

/**
 * The editions built and linked (every text of the site exists in each: lib/i18n/texts.test.ts). An edition left out
 * here has its addresses lead to the not-found page; adding a language starts there (docs/recipes.md).
 */
export const PUBLISHED_EDITIONS: readonly Edition[] = EDITIONS;
