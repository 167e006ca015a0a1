// Which link and image addresses CMS content may carry: relative ones, and http, https, mailto and tel.

/** Schemes a link from the CMS may use. */
export const SAFE_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** What an unsafe address becomes: nothing to follow (the link is then rendered as plain text). */
export const INERT_URL = '';

const SAFE = new Set<string>(SAFE_PROTOCOLS);

/**
 * Keeps `url` when relative (path, `?query`, `#anchor`, `//host`) or of a SAFE_PROTOCOLS scheme; anything else
 * (javascript:, data:, a scheme obfuscated with control characters or entities…) becomes INERT_URL.
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
