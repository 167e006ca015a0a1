// The not-found page the proxy rewrites to (INTERNAL_ROUTES.notFound: "_" escaped, or Next would take the folder for
// a private one): every address of no page, unknown slugs, news pages past the end. Its status (404) and caching come
// from the proxy; a real route so that it has its edition's layout (a request matching no route has none).
import type { Metadata } from 'next';
import { textsOf } from '@/lib/i18n';
import { pageEdition } from '@/lib/i18n/edition';
import { NOT_INDEXED } from '@/lib/seo/metadata';

export { default } from '../not-found';

export async function generateMetadata(): Promise<Metadata> {
  return { title: textsOf(await pageEdition()).screens.notFound.title, robots: NOT_INDEXED };
}

export const dynamicParams = false;
