// Whether an item page exists, decided before any rendering (see proxy.ts). No React here.
import type { CmsResult, ItemKind } from './cms/types';

type Lookup = (kind: ItemKind, slug: string) => Promise<CmsResult<boolean>>;

/**
 * Remembers the answers of `lookup` for a while: slugs that exist for `knownMs` (the pages are cached
 * anyway; after that they are asked again, so a deleted item soon answers 404), slugs that do not exist for
 * `missingMs` only (so an item just published is found at once, while a crawler trying random addresses cannot
 * make the CMS work harder than one small request per address every few seconds).
 * Returns null when the CMS could not answer: the page then decides.
 */
export function createSlugIndex(lookup: Lookup, { knownMs = 60_000, missingMs = 5_000, maxEntries = 5_000, now = Date.now } = {}) {
  const answers = new Map<string, { exists: boolean; until: number }>();
  return async function exists(kind: ItemKind, slug: string): Promise<boolean | null> {
    const key = `${kind}/${slug}`;
    const cached = answers.get(key);
    if (cached && cached.until > now()) return cached.exists;
    const result = await lookup(kind, slug);
    if (!result.ok) return null;
    if (answers.size >= maxEntries) answers.clear();
    answers.set(key, { exists: result.data, until: now() + (result.data ? knownMs : missingMs) });
    return result.data;
  };
}
