// A CMS item's page in the editions: where each edition has it (its own slug per locale, lib/cms/locales.ts), for the
// hreflang set and the sitemap; and whether the page asked for is the one to show, or leads to the edition's own slug.
import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { itemSlugsWrittenIn, type ItemKind, type ItemLocale } from '@/lib/cms';
import { DEFAULT_EDITION, PUBLISHED_EDITIONS, type Edition } from '@/lib/editions';
import { itemPath, pageIn } from '@/lib/paths';
import type { EditionPaths } from '@/lib/seo/alternates';

export type ItemInEdition = {
  /** The item's page in each edition it is written in (French words, its slug there): its hreflang set. */
  editionPaths: EditionPaths;
  /** Whether the page shows the item in another language than the edition's (French, marked, noindex). */
  untranslated: boolean;
  /** The edition's own page of the item, when the address asked for was its French slug's. */
  redirectTo: string | null;
};

/**
 * `item` (found by `slug` for `edition`) in every published edition, by the document its locale versions share. A CMS
 * without documents or locales gives the item's own page alone. The editions' slug lists are cached reads.
 */
export async function itemInEdition(kind: ItemKind, item: { slug: string; localization?: ItemLocale }, edition: Edition): Promise<ItemInEdition> {
  const locale = item.localization?.locale ?? DEFAULT_EDITION;
  const documentId = item.localization?.documentId ?? '';
  const editionPaths: EditionPaths = { [locale]: itemPath(kind, item.slug) };
  if (documentId) {
    const others = PUBLISHED_EDITIONS.filter((other) => other !== locale);
    const lists = await Promise.all(others.map((other) => itemSlugsWrittenIn(kind, other)));
    others.forEach((other, index) => {
      const list = lists[index];
      const version = list?.ok ? list.data.find((entry) => entry.localization.documentId === documentId) : undefined;
      if (version) editionPaths[other] = itemPath(kind, version.slug);
    });
  }
  // Asked by another language's slug: the edition's own page of the item, or its French one (shown untranslated).
  const own = editionPaths[edition] ?? (locale !== DEFAULT_EDITION ? editionPaths[DEFAULT_EDITION] : undefined);
  const redirectTo = locale !== edition && own ? own : null;
  return { editionPaths, untranslated: locale !== edition && !editionPaths[edition], redirectTo };
}

/**
 * Every item of a kind: its page in each published edition it is written in, by document (the sitemap's entries). An
 * item without a document (a CMS without locales) is absent: its French page alone.
 */
export async function editionPathsByDocument(kind: ItemKind): Promise<ReadonlyMap<string, EditionPaths>> {
  const lists = await Promise.all(PUBLISHED_EDITIONS.map(async (edition) => [edition, await itemSlugsWrittenIn(kind, edition)] as const));
  const byDocument = new Map<string, EditionPaths>();
  for (const [edition, list] of lists) {
    if (!list.ok) continue;
    for (const { slug, localization } of list.data) {
      if (!localization.documentId) continue;
      byDocument.set(localization.documentId, { ...byDocument.get(localization.documentId), [edition]: itemPath(kind, slug) });
    }
  }
  return byDocument;
}

/**
 * The page of `item` in `edition`, as itemInEdition says; asked by its French slug in an edition that has its own,
 * the page leads there for good (308).
 */
export async function itemPageIn(kind: ItemKind, item: { slug: string; localization?: ItemLocale }, edition: Edition): Promise<ItemInEdition> {
  const page = await itemInEdition(kind, item, edition);
  if (page.redirectTo) permanentRedirect(pageIn(edition, page.redirectTo));
  return page;
}

/** `generateStaticParams` of an item page receives its edition from the root segment; an unknown one builds French. */
export function staticEdition(params: { edition?: string } | undefined): Edition {
  const edition = params?.edition ?? DEFAULT_EDITION;
  return (PUBLISHED_EDITIONS as readonly string[]).includes(edition) ? (edition as Edition) : DEFAULT_EDITION;
}
