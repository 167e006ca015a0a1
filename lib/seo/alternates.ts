// One page's editions, as crawlers read them: the hreflang set of its <head> and of the sitemap, absolute addresses,
// reciprocal (every edition lists the same set), French the x-default.
import { DEFAULT_EDITION, EDITION_INFO, PUBLISHED_EDITIONS, type Edition } from '@/lib/editions';
import { editionPath } from '@/lib/paths';
import { absoluteUrl, site } from '@/lib/site';

/** The absolute address of the French page at `frenchPath` in `edition`; null when that page has no such address. */
export function editionUrl(edition: Edition, frenchPath: string): string | null {
  const path = editionPath(edition, frenchPath);
  if (path === null) return null;
  return path === '/' ? site.url : absoluteUrl(path);
}

/**
 * The hreflang set of the French page at `frenchPath`: each of `editions` (those it is written in; an item not yet
 * translated has French only) by its language, and `x-default`, the French page.
 */
export function editionAlternates(frenchPath: string, editions: readonly Edition[] = PUBLISHED_EDITIONS): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const edition of editions) {
    const url = editionUrl(edition, frenchPath);
    if (url) languages[EDITION_INFO[edition].lang] = url;
  }
  const french = editionUrl(DEFAULT_EDITION, frenchPath);
  if (french) languages['x-default'] = french;
  return languages;
}
