// The edition of the page being rendered, read on the server from the root segment (app/[edition]): any server
// component asks for it without a prop handed down through every layer. Not in route handlers nor actions (Next gives
// root params to pages and layouts only): those receive the edition from their caller.
import 'server-only';
import { edition as rootEdition } from 'next/root-params';
import { DEFAULT_EDITION, isEdition, PUBLISHED_EDITIONS, type Edition } from '@/lib/editions';
import { textsOf, type Texts } from './index';

/** The edition of the page being rendered (the default one outside a page, as in a test). */
export async function pageEdition(): Promise<Edition> {
  const value = await rootEdition();
  return typeof value === 'string' && isEdition(value) ? value : DEFAULT_EDITION;
}

/** The root segment's values to build: one per published edition. */
export function editionStaticParams(): { edition: Edition }[] {
  return PUBLISHED_EDITIONS.map((edition) => ({ edition }));
}

/** The edition of the page being rendered and its texts, for a server component that writes words and links. */
export async function editionTexts(): Promise<{ edition: Edition; texts: Texts }> {
  const edition = await pageEdition();
  return { edition, texts: textsOf(edition) };
}
