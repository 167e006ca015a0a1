'use client';

/**
 * Production pages inline their stylesheet instead of linking it: first paint waits for no second request. In two
 * parts (docs/performance.md, « Premier écran »): the rules of the first screen in the <head> (SiteStyles), the whole
 * sheet right after the page's opening (WholeStyles), so that on a slow link the first paint waits for 6 KB of CSS
 * rather than 11 KB. Client components so that the CSS is in the HTML once; a server one would repeat it in the payload.
 */

/** Written by scripts/build-styles.mjs, relative to the server's working folder (the project, or the standalone
 * folder, where next.config's outputFileTracingIncludes puts them). */
const FIRST_SCREEN_FILE = 'styles/generated/first-screen.css';
const WHOLE_FILE = 'styles/generated/site.css';
/** React's key for the first screen's resource; never fetched. */
const SITE_STYLES_KEY = 'adive-site-css';
/** The whole sheet's element, found again by the browser's copy of this component. */
export const WHOLE_STYLES_ID = 'adive-feuille-entiere';

const sheets = new Map<string, string>();

function readSheet(file: string): string {
  const known = sheets.get(file);
  if (known !== undefined) return known;
  // Reached on the server only. getBuiltinModule keeps node:fs out of the browser's bundle.
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  const absolute = path.join(process.cwd(), file);
  try {
    const css = fs.readFileSync(absolute, 'utf8');
    sheets.set(file, css);
    return css;
  } catch (cause) {
    // A page without its styles must never be published: the build (prerendering) or the request fails instead.
    throw new Error(`Feuille de style absente (${absolute}) : lancez node scripts/build-styles.mjs avant next build.`, { cause });
  }
}

export function SiteStyles() {
  // In development Next serves styles/globals.css itself (app/layout.tsx), for hot reload.
  if (process.env.NODE_ENV === 'development') return null;
  // A <style> with href and precedence is a React resource: the browser adopts the server's one, text unneeded.
  const css = typeof window === 'undefined' ? readSheet(FIRST_SCREEN_FILE) : '';
  return (
    <style href={SITE_STYLES_KEY} precedence="default">
      {css}
    </style>
  );
}

/** In the browser: the whole sheet as the server sent it in this document (read once; pages drawn later reuse it). */
let wholeInBrowser: string | undefined;

/**
 * The whole stylesheet, where the page's opening ends (components/layout/PageOpening.tsx), and on the few pages without
 * an opening (not found, error). Rendered in place, not hoisted: in the <head> it would come before the first paint.
 * The browser renders it with the text already in the document, so hydration changes nothing and a page drawn on a
 * client-side navigation brings its own copy before the previous page's goes.
 */
export function WholeStyles() {
  if (process.env.NODE_ENV === 'development') return null;
  let css: string;
  if (typeof window === 'undefined') css = readSheet(WHOLE_FILE);
  else css = wholeInBrowser ??= document.getElementById(WHOLE_STYLES_ID)?.textContent ?? '';
  return <style id={WHOLE_STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
