// Editors' preview of unpublished content (Next's draft mode, opened from the CMS's preview button through
// app/api/preview with a link the CMS signed for one page: previewLink.ts). Only the item pages (posts, trainings,
// jobs) read drafts, each only when the preview was opened for it.
import 'server-only';
import type { Metadata } from 'next';
import { cookies, draftMode } from 'next/headers';
import type { ItemKind } from '@/lib/cms/types';
import { itemPath, PAGES, parseItemPath } from '@/lib/paths';
import { PREVIEW_COOKIE, sessionAllows } from './previewLink';

/**
 * How the page of the item `kind`/`slug` reads it: the draft when the editor opened the preview for this page. Cookies
 * are read in draft mode only (the page is rendered for that request then): a visitor's page stays static.
 */
export async function itemRead(kind: ItemKind, slug: string): Promise<{ draft: boolean }> {
  if (!(await draftMode()).isEnabled) return { draft: false };
  return { draft: sessionAllows((await cookies()).get(PREVIEW_COOKIE)?.value, itemPath(kind, slug), process.env.PREVIEW_SECRET ?? '') };
}

/** A page shown in preview is never indexed. */
export function withPreview(metadata: Metadata, { draft }: { draft: boolean }): Metadata {
  return draft ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/**
 * Where the preview may send the editor: the page of an item (post, training, job) on this site, as a path. Anything
 * else (another site, a protocol-relative or backslashed address, control characters, another kind of page) is null.
 */
export function previewTarget(url: string | null): string | null {
  if (!url || !url.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://site.invalid' || !parseItemPath(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The page the form was sent from (the browser's Referer), as a path on this site; else the home page. Only the
 * path is kept, and never one starting with "//" (which a browser would read as another site).
 */
export function returnPath(referer: string | null): string {
  try {
    const from = new URL(referer ?? '');
    const path = `${from.pathname}${from.search}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : PAGES.home;
  } catch {
    return PAGES.home;
  }
}
