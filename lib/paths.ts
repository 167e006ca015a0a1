// Addresses of CMS item pages, absolute URLs, and which item a path names: the one place these URLs are written
// (cards, sitemap, JSON-LD, share links, metadata, proxy). No React here.
import type { ItemKind } from './cms/types';
import { site } from './site';

/** The first URL segment of each kind of item page: /actualite/{slug}, /formations/{slug}, /jobs/{slug}. */
export const ITEM_SEGMENTS = { post: 'actualite', training: 'formations', job: 'jobs' } as const satisfies Record<ItemKind, string>;

export function itemPath(kind: ItemKind, slug: string): string {
  return `/${ITEM_SEGMENTS[kind]}/${encodeURIComponent(slug)}`;
}

export const postPath = (slug: string): string => itemPath('post', slug);
export const trainingPath = (slug: string): string => itemPath('training', slug);
export const jobPath = (slug: string): string => itemPath('job', slug);
/** The page of a digital service (static marketing content, not a CMS item). */
export const digitalPath = (slug: string): string => `/digital/${encodeURIComponent(slug)}`;

/** Absolute URL of a path of the site, on SITE_URL (canonical links, share links, structured data). */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}

const KIND_OF_SEGMENT = new Map<string, ItemKind>(
  (Object.entries(ITEM_SEGMENTS) as [ItemKind, string][]).map(([kind, segment]) => [segment, kind]),
);

/**
 * Whether `slug` can be a CMS slug at all (Strapi's uid characters, a sane length): anything else is answered
 * "not found" without asking the CMS.
 */
export function isSlug(slug: string): boolean {
  return /^[A-Za-z0-9._~-]{1,200}$/.test(slug);
}

/** The kind and slug of an item page's path like /jobs/data-analyst; null for any other path. */
export function parseItemPath(pathname: string): { kind: ItemKind; slug: string } | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  const kind = match ? KIND_OF_SEGMENT.get(match[1] ?? '') : undefined;
  if (!match || !kind) return null;
  try {
    return { kind, slug: decodeURIComponent(match[2] ?? '') };
  } catch {
    return null;
  }
}

/** The privacy page, which every form's data notice links to. */
export const PRIVACY_PATH = '/politique-de-confidentialite';
/** Where a newsletter e-mail's unsubscribe link leads (its signed token in `jeton`). */
export const UNSUBSCRIBE_PATH = '/desinscription';
