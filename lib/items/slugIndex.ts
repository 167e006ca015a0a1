// What the proxy asks the CMS before any rendering (does this item exist? how many posts has this list?), remembered
// for a while: whatever the addresses asked, the CMS work stays bounded (one list of slugs per kind every few seconds
// at most, answers kept in a bounded map that drops its least recently used entry). No React here.
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
  // Least recently used first (a Map keeps its insertion order): a full map drops that one, never the whole map.
  const answers = new Map<string, { value: T; until: number }>();
  const pending = new Map<string, Promise<T | null>>();
  async function ask(key: string, args: A): Promise<T | null> {
    const result = await lookup(...args);
    if (!result.ok) return null;
    answers.delete(key);
    if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
    answers.set(key, { value: result.data, until: now() + keepMs(result.data) });
    return result.data;
  }
  return function remembered(...args: A): Promise<T | null> {
    const key = JSON.stringify(args);
    const cached = answers.get(key);
    if (cached && cached.until > now()) {
      answers.delete(key);
      answers.set(key, cached);
      return Promise.resolve(cached.value);
    }
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const answer = ask(key, args).finally(() => pending.delete(key));
    pending.set(key, answer);
    return answer;
  };
}

/**
 * Whether an item exists, answered from the list of every slug of its kind (`list`, one CMS read of that list). A slug
 * the list holds is known; one it does not hold reads the list again only when it is older than `missingMs`, so a new
 * item is found at once while a crawler guessing addresses costs at most one list read per kind every `missingMs`,
 * whatever it guesses (asking the CMS slug by slug cost one request per address). The list is read again after
 * `knownMs` anyway, so a deleted item soon 404s. Callers at the same moment share one read; a failure is not
 * remembered: null, and the page decides.
 */
export function createSlugIndex<K extends string = ItemKind>(
  list: (kind: K) => Promise<CmsResult<readonly string[]>>,
  { knownMs = 60_000, missingMs = 5_000, now = Date.now }: { knownMs?: number; missingMs?: number; now?: () => number } = {},
) {
  const lists = new Map<K, { slugs: ReadonlySet<string>; at: number }>();
  const pending = new Map<K, Promise<ReadonlySet<string> | null>>();
  function read(kind: K): Promise<ReadonlySet<string> | null> {
    const inFlight = pending.get(kind);
    if (inFlight) return inFlight;
    const reading = list(kind)
      .then((result) => {
        if (!result.ok) return null;
        const slugs = new Set(result.data);
        lists.set(kind, { slugs, at: now() });
        return slugs;
      })
      .finally(() => pending.delete(kind));
    pending.set(kind, reading);
    return reading;
  }
  return async function exists(kind: K, slug: string): Promise<boolean | null> {
    const known = lists.get(kind);
    const age = known ? now() - known.at : Infinity;
    if (known && age < knownMs && (age < missingMs || known.slugs.has(slug))) return known.slugs.has(slug);
    const slugs = await read(kind);
    return slugs ? slugs.has(slug) : null;
  };
}
