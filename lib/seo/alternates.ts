// One page's editions, as crawlers read them: the hreflang set of its <head> and of the sitemap, absolute addresses,
// reciprocal (every edition lists the same set), French the x-default.
import { DEFAULT_EDITION, EDITION_INFO, PUBLISHED_EDITIONS, type Edition } from '@/lib/editions';
import { editionPath } from '@/lib/paths';
import { absoluteUrl, site } from '@/lib/site';

/**
 * A page's path in each edition it is written in, in French words (PAGES, itemPath): the same path for the site's
 * own pages, each locale's slug for a CMS item (`/jobs/comptable` in French, `/jobs/accountant` in English).
 */
export type EditionPaths = Partial<Record<Edition, string>>;

/** The French page at `frenchPath`, written in every published edition (the site's own pages). */
export function inEveryEdition(frenchPath: string, editions: readonly Edition[] = PUBLISHED_EDITIONS): EditionPaths {
  return Object.fromEntries(editions.map((edition) => [edition, frenchPath]));
}

/** The absolute address of the French page at `frenchPath` in `edition`; null when that page has no such address. */
export function editionUrl(edition: Edition, frenchPath: string): string | null {
  const path = editionPath(edition, frenchPath);
  if (path === null) return null;
  return path === '/' ? site.url : absoluteUrl(path);
}

/** The hreflang set of a page written in `paths`' editions: each by its language, and `x-default`, the French one. */
export function editionAlternates(paths: EditionPaths): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const [edition, path] of Object.entries(paths) as [Edition, string][]) {
    const url = editionUrl(edition, path);
    if (url) languages[EDITION_INFO[edition].lang] = url;
  }
  const french = languages[EDITION_INFO[DEFAULT_EDITION].lang];
  if (french) languages['x-default'] = french;
  return languages;
}
