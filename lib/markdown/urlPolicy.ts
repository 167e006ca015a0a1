// Which link and image addresses CMS content may carry (spec section 2: http, https, mailto and tel).

/** Schemes a link from the CMS may use. */
export const SAFE_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** What an unsafe address becomes: nothing to follow (the link is then rendered as plain text). */
export const INERT_URL = '';

const SAFE = new Set<string>(SAFE_PROTOCOLS);

/**
 * Keeps `url` when it is relative (path, `?query`, `#anchor`, `//host`) or uses one of
 * SAFE_PROTOCOLS; anything else (javascript:, data:, vbscript:, file:, an obfuscated scheme with
 * control characters or entities left in it…) becomes INERT_URL.
 * Usable as react-markdown's `urlTransform` (whose default drops tel:).
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  if (colon === -1) return value;
  // A colon after the first '/', '?' or '#' belongs to a relative path, not to a scheme.
  const firstDelimiter = value.search(/[/?#]/);
  if (firstDelimiter !== -1 && colon > firstDelimiter) return value;
  const scheme = value.slice(0, colon).toLowerCase();
  return SAFE.has(scheme) ? value : INERT_URL;
}

/** True when `url` is an absolute http(s) address (opened in a new tab, marked as external). */
export function isExternalHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
