// What the proxy asks the CMS before any rendering (does this item exist? how many posts has this list?),
// remembered for a while so that it costs at most one small request per address every few seconds. No React here.
import type { CmsResult, ItemKind } from '@/lib/cms/types';

type Options = { maxEntries?: number; now?: () => number };

/**
 * Remembers `lookup`'s answers per key for `keepMs(answer)` ms; concurrent callers share one request (a burst of
 * visitors to a new page makes one CMS request). Failures are not remembered: null, and the page decides.
 */
export function rememberAnswers<A extends unknown[], T>(
  lookup: (...args: A) => Promise<CmsResult<T>>,
  keepMs: (answer: T) => number,
  { maxEntries = 5_000, now = Date.now }: Options = {},
) {
  const answers = new Map<string, { value: T; until: number }>();
  const pending = new Map<string, Promise<T | null>>();
  async function ask(key: string, args: A): Promise<T | null> {
    const result = await lookup(...args);
    if (!result.ok) return null;
    if (answers.size >= maxEntries) answers.clear();
    answers.set(key, { value: result.data, until: now() + keepMs(result.data) });
    return result.data;
  }
  return function remembered(...args: A): Promise<T | null> {
    const key = JSON.stringify(args);
    const cached = answers.get(key);
    if (cached && cached.until > now()) return Promise.resolve(cached.value);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const answer = ask(key, args).finally(() => pending.delete(key));
    pending.set(key, answer);
    return answer;
  };
}

/**
 * Whether an item exists. Known slugs are kept `knownMs` (then asked again, so a deleted item soon 404s); unknown ones
 * only `missingMs`, so a new item is found at once yet a crawler guessing addresses cannot load the CMS more.
 */
export function createSlugIndex<K extends string = ItemKind>(
  lookup: (kind: K, slug: string) => Promise<CmsResult<boolean>>,
  { knownMs = 60_000, missingMs = 5_000, ...options }: Options & { knownMs?: number; missingMs?: number } = {},
) {
  return rememberAnswers(lookup, (exists) => (exists ? knownMs : missingMs), options);
}
