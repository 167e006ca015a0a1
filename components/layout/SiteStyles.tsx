'use client';

/**
 * Production pages inline the stylesheet instead of linking it: first paint waits for no second request (see
 * docs/performance.md). A client component so the CSS is in the HTML once; a server one would repeat it in the payload.
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
  // In development Next serves styles/globals.css itself (app/layout.tsx), for hot reload.
  if (process.env.NODE_ENV === 'development') return null;
  // A <style> with href and precedence is a React resource: the browser adopts the server's one, text unneeded.
  const css = typeof window === 'undefined' ? readSiteCss() : '';
  return (
    <style href={SITE_STYLES_KEY} precedence="default">
      {css}
    </style>
  );
}
