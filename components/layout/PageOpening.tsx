/**
 * The first frame holds the page's opening (banner with the h1, or the hero) whole: `rel="expect"` (Chromium 124+)
 * holds rendering until the opening's last element is parsed. Held only to its start, a slow network painted a
 * half-parsed opening that then grew and moved its decorations (a layout shift). See docs/performance.md.
 */
export const PAGE_OPENING_ID = 'ouverture';
const PAGE_OPENING_END_ID = 'ouverture-fin';

/** React hoists the link into the <head>, where it must be to take effect. */
export function PaintWithPageOpening() {
  return <link rel="expect" href={`#${PAGE_OPENING_END_ID}`} blocking="render" />;
}

/** The opening's last child: once parsed, the browser may paint. */
export function PageOpeningEnd() {
  return <span id={PAGE_OPENING_END_ID} hidden />;
}
