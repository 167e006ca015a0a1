'use client';

/**
 * The site's stylesheet inlined once in the HTML of production pages, in place of a linked stylesheet: the first
 * paint waits for no second request (scripts/build-styles.mjs says what it measured).
 *
 * A client component on purpose: only its name goes into the React payload, so the CSS is in the HTML once. A
 * server component would send it a second time, as a prop, in the payload inlined at the end of the page.
 * React treats a <style> with `href` and `precedence` as a resource: the server puts it in the <head>, and the
 * browser adopts the element already in the page (matched by href) without needing the text again.
 *
 * In development Next's own CSS pipeline serves styles/globals.css (app/layout.tsx), for hot reload.
 */

/** The stylesheet scripts/build-styles.mjs writes, relative to the server's working folder (the project, or the
 * standalone folder, where next.config's outputFileTracingIncludes puts it). */
const SITE_STYLES_FILE = 'styles/generated/site.css';
/** React's key for the resource; never fetched. */
const SITE_STYLES_KEY = 'adive-site-css';

let siteCss: string | undefined;

function readSiteCss(): string {
  if (siteCss !== undefined) return siteCss;
  // Reached on the server only. getBuiltinModule keeps node:fs out of the browser's bundle.
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  const file = path.join(process.cwd(), SITE_STYLES_FILE);
  try {
    siteCss = fs.readFileSync(file, 'utf8');
  } catch (cause) {
    // A page without its styles must never be published: the build (prerendering) or the request fails instead.
    throw new Error(`Feuille de style absente (${file}) : lancez node scripts/build-styles.mjs avant next build.`, { cause });
  }
  return siteCss;
}

export function SiteStyles() {
  if (process.env.NODE_ENV === 'development') return null;
  const css = typeof window === 'undefined' ? readSiteCss() : '';
  return (
    <style href={SITE_STYLES_KEY} precedence="default">
      {css}
    </style>
  );
}
