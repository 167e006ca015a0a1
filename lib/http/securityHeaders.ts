// The security headers of every response, set by next.config.ts (so relative imports only). No CSP nonce: it would
// force every page to render per request, and Next's inline scripts differ per page, so no hash fits either. Hence
// scripts from 'self' and inline only, and each third-party origin only on the pages that use it.

import { BEACON_PATH, MEASURES_SCRIPT_PATH } from '../measures/beacon';
import { ICON_PATH, WORKER_SCRIPT_PATH } from '../offline/cachePolicy';
import { PUBLISHED_EDITIONS } from '../editions';
import { ITEM_SEGMENTS, PAGES, editionPath } from '../paths';

export type Directives = Record<string, string[]>;

/** The cookie of Next's draft mode (set by app/api/preview): its presence marks an editor's preview. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Origins of the third-party services, each allowed only where it is used. */
export const THIRD_PARTIES = {
  // Forms sent through the e-mail service from the browser (quote, contact, book order).
  email: { 'connect-src': ['https://api.emailjs.com'] },
  // Comment thread of the articles.
  comments: {
    'script-src': ['https://*.disqus.com', 'https://c.disquscdn.com'],
    'style-src': ['https://c.disquscdn.com'],
    'img-src': ['https://*.disqus.com', 'https://c.disquscdn.com', 'https://*.disquscdn.com'],
    'connect-src': ['https://*.disqus.com'],
    'frame-src': ['https://disqus.com', 'https://*.disqus.com'],
  },
  // Presentation video of the home page (player loaded on click).
  video: { 'frame-src': ['https://www.youtube-nocookie.com'] },
  // Map of the contact page (loaded on request).
  map: { 'frame-src': ['https://www.openstreetmap.org'] },
} satisfies Record<string, Directives>;

type ThirdParty = keyof typeof THIRD_PARTIES;

const SLUG_PARAMETER = ':slug';

/** A French path pattern's address in each published edition (a `:slug` segment kept as it is). */
function inEveryEdition(pattern: string): string[] {
  const withSlug = pattern.endsWith(`/${SLUG_PARAMETER}`);
  const sample = withSlug ? `${pattern.slice(0, -SLUG_PARAMETER.length)}slug` : pattern;
  return PUBLISHED_EDITIONS.flatMap((edition) => {
    const path = editionPath(edition, sample);
    if (path === null) return [];
    return [withSlug ? `${path.slice(0, -'slug'.length)}${SLUG_PARAMETER}` : path];
  });
}

/** French pages' path patterns, and the same pages' in the other published editions. */
const pagesInEveryEdition = (...patterns: string[]): string[] => [...new Set(patterns.flatMap(inEveryEdition))];

/** The pages that use a third-party service, in every published edition (Next path patterns). */
export const PAGES_WITH: Readonly<Record<ThirdParty, readonly string[]>> = {
  email: pagesInEveryEdition(PAGES.quote, PAGES.contact, PAGES.shop),
  comments: pagesInEveryEdition(`/${ITEM_SEGMENTS.post}/${SLUG_PARAMETER}`),
  video: pagesInEveryEdition(PAGES.home, PAGES.homeAlias),
  map: pagesInEveryEdition(PAGES.contact),
};

function baseDirectives(cmsOrigin: string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures go through the site's image optimiser; the CMS's own addresses appear in shared content.
    'img-src': ["'self'", 'data:', 'blob:', cmsOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Every form posts to the site itself (server actions), with or without JavaScript.
    'form-action': ["'self'"],
  };
}

function merge(into: Directives, extra: Directives): Directives {
  const merged: Directives = { ...into };
  for (const [name, sources] of Object.entries(extra)) {
    const current = (merged[name] ?? []).filter((source) => source !== "'none'");
    merged[name] = [...new Set([...current, ...sources])];
  }
  return merged;
}

/** The Content-Security-Policy of a page using `services` (plus `extra` sources), as a header value. */
export function contentSecurityPolicy(cmsOrigin: string, services: ThirdParty[], https: boolean, dev = false, extra: Directives = {}): string {
  let directives = merge(
    services.reduce((all, service) => merge(all, THIRD_PARTIES[service]), baseDirectives(cmsOrigin)),
    extra,
  );
  // `next dev` only: React rebuilds server errors' call stacks with eval.
  if (dev) directives = merge(directives, { 'script-src': ["'unsafe-eval'"] });
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * The policy of the image optimiser's answers (next.config `images.contentSecurityPolicy`, which Next puts on them
 * instead of the pages' one): a picture loads nothing, runs nothing and is never framed.
 */
export const PICTURE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; frame-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'none'; sandbox;";

/** What every response carries, the build's scripts, styles and fonts included. */
function fileSecurityHeaders(https: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // A stylesheet's own policy applies to the fonts and pictures it asks for.
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * The build's files, the field measures' script built beside them, the answer to its beacon, the worker's script and
 * the icon get only fileSecurityHeaders: the others act on documents only, and would add 1.1 KB to each of the ten
 * scripts a page loads, to the empty answer each page view gets when it is left, to the worker's update check and to
 * the icon (447 bytes, which Next has browsers fetch again on every page load) after every page load. The worker's
 * script carries its own policy (WORKER_CONTENT_SECURITY_POLICY); the icon is the site's own file, with no script.
 */
export const BUILD_FILES_SOURCE = '/_next/static/:path*';
export const BARE_SOURCES = [BUILD_FILES_SOURCE, MEASURES_SCRIPT_PATH, BEACON_PATH, WORKER_SCRIPT_PATH, ICON_PATH];
const exactPath = (path: string) => `${path.slice(1).replace('.', '\\.')}$`;
/** Every path but those (path-to-regexp with a lookahead, as in Next's documentation). */
export const EVERY_OTHER_PATH = `/:path((?!_next/static/|${BARE_SOURCES.slice(1).map(exactPath).join('|')}).*)`;

/**
 * The worker's policy (app/sw.js/route.ts): it fetches the site's own addresses only and runs no other script. Sent
 * with the script itself; a 304 leaves the browser's copy and its headers as they were.
 */
export const WORKER_CONTENT_SECURITY_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'";

/** What every other response carries besides the CSP. */
export function commonSecurityHeaders(https: boolean): { key: string; value: string }[] {
  return [
    ...fileSecurityHeaders(https),
    // Old browsers without frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
        'serial=()',
        'bluetooth=()',
        'midi=()',
        'magnetometer=()',
        'gyroscope=()',
        'accelerometer=()',
        'display-capture=()',
        'browsing-topics=()',
        // The video player may go full screen.
        'fullscreen=(self "https://www.youtube-nocookie.com")',
      ].join(', '),
    },
  ];
}

/** One rule of next.config.ts `headers()`. */
type HeaderRule = { source: string; has?: { type: 'cookie'; key: string }[]; headers: { key: string; value: string }[] };

/**
 * next.config.ts `headers()`: base rules, then each third-party page's (the last matching rule wins). Strapi's admin
 * frames the preview, so /api/preview and item pages with the draft-mode cookie may be framed by `previewFramers`
 * only (X-Frame-Options is ignored beside frame-ancestors); visitors never have the cookie: `frame-ancestors 'none'`.
 */
export function securityHeaderRules(cmsOrigin: string, https: boolean, dev = false, previewFramers: string[] = []): HeaderRule[] {
  const common = commonSecurityHeaders(https);
  const servicesOf = (path: string) =>
    (Object.entries(PAGES_WITH) as [ThirdParty, readonly string[]][])
      .filter(([, paths]) => paths.includes(path))
      .map(([service]) => service);
  const rule = (source: string, extra: Directives = {}): HeaderRule => ({
    source,
    headers: [
      ...common,
      { key: 'Content-Security-Policy', value: contentSecurityPolicy(cmsOrigin, servicesOf(source), https, dev, extra) },
    ],
  });
  const special = [...new Set(Object.values(PAGES_WITH).flat())];
  const rules: HeaderRule[] = [
    rule(EVERY_OTHER_PATH),
    ...special.map((path) => rule(path)),
    ...BARE_SOURCES.map((source) => ({ source, headers: fileSecurityHeaders(https) })),
  ];
  if (previewFramers.length === 0) return rules;
  const framedBy = { 'frame-ancestors': previewFramers };
  const inDraftMode = [{ type: 'cookie' as const, key: DRAFT_MODE_COOKIE }];
  return [
    ...rules,
    rule('/api/preview', framedBy),
    ...Object.values(ITEM_SEGMENTS)
      .flatMap((segment) => inEveryEdition(`/${segment}/${SLUG_PARAMETER}`))
      .map((source) => ({ ...rule(source, framedBy), has: inDraftMode })),
  ];
}
