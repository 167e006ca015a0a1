/**
 * The page's opening (its banner with the h1, or the home page's hero) is painted whole, in the browser's first frame.
 *
 * `<link rel="expect" blocking="render">` (HTML standard; Chromium 124+, ignored elsewhere) holds rendering until the
 * element with this id has been parsed. Without it, Chromium painted whatever its parser had read when it first
 * paused: often a frame with no content yet (the header's first elements), then the real page a frame later, a second
 * full style and layout pass. Lighthouse's simulation counts only the first of those frames in the first paint, and
 * every later one as blocking time. React hoists the link into the <head>, where it must be to take effect. A page
 * without an opening is rendered when its HTML has been parsed, as a browser without the feature does.
 */
export const PAGE_OPENING_ID = 'ouverture';

export function PaintWithPageOpening() {
  return <link rel="expect" href={`#${PAGE_OPENING_ID}`} blocking="render" />;
}
