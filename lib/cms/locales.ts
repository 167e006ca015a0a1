/**
 * CMS items in the site's editions, through Strapi's i18n plugin (DESIGN.md « Editions »): French is the CMS's default
 * locale; an edition's read asks for its locale, and an item not written in it yet is shown in French, marked (its
 * `localization`). Strapi has no fallback of its own: the French list is read beside the edition's and the two merged
 * by document. Against a CMS without the plugin (or without that locale), nothing is translated: every item French.
 */
import { DEFAULT_EDITION, isEdition, type Edition } from '@/lib/editions';
import { readString, toEntry } from './raw';
import type { CmsResult, ItemLocale } from './types';

/** The item's locale, document and slug, read from its raw entry: French when the CMS names no locale. */
export function readItemLocale(raw: unknown): ItemLocale {
  const entry = toEntry(raw);
  const code = readString(entry, 'locale').trim().toLowerCase();
  // A CMS may spell a locale with its region (fr-FR, ar-BF): its language decides.
  const language = code.split('-')[0] ?? '';
  return {
    documentId: readString(entry, 'documentId'),
    locale: language && isEdition(language) ? language : DEFAULT_EDITION,
  };
}

/** The query parameter that reads `edition`'s locale: none for French, the CMS's default locale. */
export function localeQuery(edition: Edition): { locale?: string } {
  return edition === DEFAULT_EDITION ? {} : { locale: edition };
}

type Localizable = { localization?: ItemLocale };

/** Whether `item` is written in `edition` (an item from a CMS without locales is French). */
export function isWrittenIn(item: Localizable, edition: Edition): boolean {
  return (item.localization?.locale ?? DEFAULT_EDITION) === edition;
}

/**
 * The list of `edition`: each French item in its `edition` version when there is one (same document), else in
 * French; then the items written in `edition` only. The French order is kept (both lists are read sorted alike).
 */
export function mergeEditionList<T extends Localizable>(edition: Edition, french: readonly T[], own: readonly T[]): T[] {
  if (edition === DEFAULT_EDITION) return [...french];
  const written = own.filter((item) => isWrittenIn(item, edition));
  const byDocument = new Map(written.flatMap((item) => (item.localization?.documentId ? [[item.localization.documentId, item] as const] : [])));
  const used = new Set<T>();
  const merged = french.map((item) => {
    const version = item.localization?.documentId ? byDocument.get(item.localization.documentId) : undefined;
    if (!version) return item;
    used.add(version);
    return version;
  });
  return [...merged, ...written.filter((item) => !used.has(item))];
}

/**
 * A list in `edition`: `read(edition)` and the French `read(fr)`, merged. A CMS that refuses the edition's locale
 * (an answer 4xx: no such locale there) has none of its items translated; any other failure fails the list.
 */
export async function readInEdition<T extends Localizable>(
  edition: Edition,
  read: (edition: Edition) => Promise<CmsResult<T[]> & { status?: number | null }>,
): Promise<CmsResult<T[]>> {
  if (edition === DEFAULT_EDITION) return read(edition);
  const [french, own] = await Promise.all([read(DEFAULT_EDITION), read(edition)]);
  if (!french.ok) return french;
  if (!own.ok) return refusedLocale(own) ? { ok: true, data: [...french.data] } : own;
  return { ok: true, data: mergeEditionList(edition, french.data, own.data) };
}

/** A read the CMS refused as a request (4xx), as a CMS does a locale it does not have. */
export function refusedLocale(result: { ok: false; status?: number | null }): boolean {
  return typeof result.status === 'number' && result.status >= 400 && result.status < 500;
}
