// The preview's proofs, shared with the CMS by contract (cms/src/preview.js makes the links, docs/cms-schema.md
// says how): no secret ever travels in a URL. The CMS signs a link for one page and one status, valid for minutes,
// with PREVIEW_SECRET, which both keep; the site checks it and then keeps, in a cookie of its own, a proof for that
// page alone, so that the draft mode Next turns on (for the whole site) shows drafts on that page only.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewStatus = 'draft' | 'published';
/** The most a link may be valid for (the CMS gives 10 minutes): a link signed for longer is refused all the same. */
export const PREVIEW_LINK_MAX_SECONDS = 15 * 60;
/** How long a preview, once opened, shows that page's draft (the editor saves and reloads meanwhile). */
export const PREVIEW_SESSION_SECONDS = 2 * 60 * 60;
export const PREVIEW_COOKIE = 'adive-apercu';

function signature(purpose: 'lien' | 'session', parts: string[], secret: string): string {
  return createHmac('sha256', secret).update(['adive-apercu', purpose, ...parts].join('\n')).digest('base64url');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const seconds = (now: number) => Math.floor(now / 1000);

/** A link's query for `path` (what the CMS makes; the e2e suites and the docs' screenshots too). */
export function signPreviewLink(path: string, status: PreviewStatus, secret: string, { now = Date.now(), validFor = 10 * 60 } = {}): URLSearchParams {
  const expires = String(seconds(now) + validFor);
  return new URLSearchParams({ url: path, status, expires, signature: signature('lien', [path, status, expires], secret) });
}

/**
 * The page and status a preview link was signed for, or null: no secret configured, no or a wrong signature (a link
 * of the old kind, `?secret=`, has none), expired, or valid for longer than the CMS ever signs.
 */
export function checkPreviewLink(params: URLSearchParams, secret: string, now = Date.now()): { path: string; status: PreviewStatus } | null {
  const [path, status, expires, given] = ['url', 'status', 'expires', 'signature'].map((name) => params.get(name) ?? '');
  if (!secret || !path || !given || (status !== 'draft' && status !== 'published') || !/^\d{1,12}$/.test(expires!)) return null;
  const left = Number(expires) - seconds(now);
  if (left < 0 || left > PREVIEW_LINK_MAX_SECONDS) return null;
  return sameSignature(given!, signature('lien', [path!, status, expires!], secret)) ? { path: path!, status } : null;
}

/** The cookie's value that lets `path` show its draft until now + PREVIEW_SESSION_SECONDS. */
export function previewSession(path: string, secret: string, now = Date.now()): string {
  const until = String(seconds(now) + PREVIEW_SESSION_SECONDS);
  return `${until}.${signature('session', [path, until], secret)}`;
}

/** Whether the cookie's value lets `path` show its draft now. */
export function sessionAllows(value: string | undefined, path: string, secret: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!secret || !match || Number(match[1]) < seconds(now)) return false;
  return sameSignature(match[2]!, signature('session', [path, match[1]!], secret));
}
