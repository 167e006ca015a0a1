// Editors' preview of unpublished content (Next's draft mode, opened from the CMS's preview button through
// app/api/preview). Only the item pages (posts, trainings, jobs) read drafts.
import 'server-only';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { sameSecret } from '@/lib/http/secret';
import { PAGES, parseItemPath } from '@/lib/paths';

/** How an item page reads its item: the draft when the editor is in preview. */
export async function itemRead(): Promise<{ draft: boolean }> {
  return { draft: (await draftMode()).isEnabled };
}

/** A page shown in preview is never indexed. */
export function withPreview(metadata: Metadata, { draft }: { draft: boolean }): Metadata {
  return draft ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/** Whether `given` is the secret shared with the CMS (PREVIEW_SECRET); always false when none is configured. */
export function isPreviewSecret(given: string | null, expected = process.env.PREVIEW_SECRET ?? ''): boolean {
  return Boolean(expected && given) && sameSecret(given ?? '', expected);
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
