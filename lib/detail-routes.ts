// Which detail pages exist, decided before any rendering (see proxy.ts). No React here.
import type { CmsResult } from './cms/types';

/** URL segment of each detail route → the CMS collection holding its items. */
export const DETAIL_ROUTES = { actualite: 'blogs', formations: 'formations', jobs: 'jobs' } as const;
export type DetailSegment = keyof typeof DETAIL_ROUTES;
export type DetailCollectionName = (typeof DETAIL_ROUTES)[DetailSegment];

/** The collection and slug of a detail path like /jobs/data-analyst; null for any other path. */
export function parseDetailPath(pathname: string): { collection: DetailCollectionName; slug: string } | null {
  const match = /^\/(actualite|formations|jobs)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
  return { collection: DETAIL_ROUTES[match[1] as DetailSegment], slug };
}

type Lookup = (collection: DetailCollectionName, slug: string) => Promise<CmsResult<boolean>>;

/**
 * Remembers the answers of `lookup` for a while: slugs that exist for `knownMs` (the pages are cached
 * anyway; after that they are asked again, so a deleted item soon answers 404), slugs that do not exist for
 * `missingMs` only (so an item just published is found at once, while a crawler trying random addresses cannot
 * make the CMS work harder than one small request per address every few seconds).
 * Returns null when the CMS could not answer: the page then decides.
 */
export function createSlugIndex(lookup: Lookup, { knownMs = 60_000, missingMs = 5_000, maxEntries = 5_000, now = Date.now } = {}) {
  const answers = new Map<string, { exists: boolean; until: number }>();
  return async function exists(collection: DetailCollectionName, slug: string): Promise<boolean | null> {
    const key = `${collection}/${slug}`;
    const cached = answers.get(key);
    if (cached && cached.until > now()) return cached.exists;
    const result = await lookup(collection, slug);
    if (!result.ok) return null;
    if (answers.size >= maxEntries) answers.clear();
    answers.set(key, { exists: result.data, until: now() + (result.data ? knownMs : missingMs) });
    return result.data;
  };
}
