// The preview's proofs, shared with the CMS by contract (cms/src/preview.js makes the links, docs/cms-schema.md
// says how): no secret ever travels in a URL. The CMS signs a link for one page and one status, valid for minutes,
// with PREVIEW_SECRET, which both keep; the site checks it and then keeps, in a cookie of its own, a proof for that
// page alone, so that the draft mode Next turns on (for the whole site) shows drafts on that page only.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewStatus = 'draft' | 'published';
/** The most a link may be valid for (the CMS gives 30 minutes): a link signed for longer is refused all the same. */
export const PREVIEW_LINK_MAX_SECONDS = 35 * 60;
/** How long a preview, once opened, shows that page's draft (the editor saves and reloads meanwhile). */
export const PREVIEW_SESSION_SECONDS = 2 * 60 * 60;
export const PREVIEW_COOKIE = 'adive-apercu';
/** The same attributes as Next's own draft-mode cookie: the admin may show the page in a frame of its own site. */
export const PREVIEW_COOKIE_ATTRIBUTES = {
  httpOnly: true,
  path: '/',
  sameSite: process.env.NODE_ENV === 'development' ? ('lax' as const) : ('none' as const),
  secure: process.env.NODE_ENV !== 'development',
};

function signature(purpose: 'lien' | 'session', parts: string[], secret: string): string {
  return createHmac('sha256', secret).update(['adive-apercu', purpose, ...parts].join('\n')).digest('base64url');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const seconds = (now: number) => Math.floor(now / 1000);

/** A link's query for `path`, as the CMS makes it (cms/src/preview.js); the e2e suites make theirs with it. */
export function signPreviewLink(path: string, status: PreviewStatus, secret: string, { now = Date.now(), validFor = 30 * 60 } = {}): URLSearchParams {
  const expires = String(seconds(now) + validFor);
  return new URLSearchParams({ url: path, status, expires, signature: signature('lien', [path, status, expires], secret) });
}

export type PreviewLinkCheck = { path: string; status: PreviewStatus } | { refused: 'invalid' | 'expired' };

/**
 * The page and status a preview link was signed for; else why it is refused: `invalid` (no secret configured, no or
 * a wrong signature: a link of the old kind, `?secret=`, has none; valid for longer than the CMS ever signs) or
 * `expired` (the CMS signed it, too long ago: the editor gets a fresh one by reloading the admin).
 */
export function checkPreviewLink(params: URLSearchParams, secret: string, now = Date.now()): PreviewLinkCheck {
  const [path, status, expires, given] = ['url', 'status', 'expires', 'signature'].map((name) => params.get(name) ?? '') as [string, string, string, string];
  const invalid = { refused: 'invalid' } as const;
  if (!secret || !path || !given || (status !== 'draft' && status !== 'published') || !/^\d{1,12}$/.test(expires)) return invalid;
  const left = Number(expires) - seconds(now);
  if (left > PREVIEW_LINK_MAX_SECONDS || !sameSignature(given, signature('lien', [path, status, expires], secret))) return invalid;
  return left < 0 ? { refused: 'expired' } : { path, status };
}

/** The pages an editor may preview at once (one per tab): each proof is a page's, the newest first. */
export const PREVIEW_SESSION_PAGES = 5;
const PROOF = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The proofs of a cookie's value still valid at `now` (a proof: `<until>.<signature of the page and until>`). */
const liveProofs = (value: string | undefined, now: number) =>
  (value ?? '').split('~').slice(0, PREVIEW_SESSION_PAGES).filter((proof) => {
    const match = PROOF.exec(proof);
    return match !== null && Number(match[1]) >= seconds(now);
  });

/**
 * The cookie's value that lets `path` show its draft until now + PREVIEW_SESSION_SECONDS, keeping the live proofs of
 * `previous` (the pages opened in other tabs) up to PREVIEW_SESSION_PAGES.
 */
export function previewSession(path: string, secret: string, now = Date.now(), previous?: string): string {
  const until = String(seconds(now) + PREVIEW_SESSION_SECONDS);
  return [`${until}.${signature('session', [path, until], secret)}`, ...liveProofs(previous, now)].slice(0, PREVIEW_SESSION_PAGES).join('~');
}

/** Whether the cookie's value lets `path` show its draft now. */
export function sessionAllows(value: string | undefined, path: string, secret: string, now = Date.now()): boolean {
  if (!secret) return false;
  return liveProofs(value, now).some((proof) => {
    const [until, given] = proof.split('.') as [string, string];
    return sameSignature(given, signature('session', [path, until], secret));
  });
}
