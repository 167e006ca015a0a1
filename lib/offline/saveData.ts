// The browser's data saver (Android's Data Saver: `navigator.connection.saveData` in pages and workers): then the
// site prefetches nothing (components/ui/Link.tsx) and the service worker fetches lighter pictures (worker.ts).
type WithConnection = { connection?: { saveData?: boolean } };

/** In a page or a worker: whether the data saver is on. False on the server and without the Network Information API. */
export function wantsLessData(): boolean {
  return typeof navigator !== 'undefined' && (navigator as WithConnection).connection?.saveData === true;
}

/** The image optimizer's widths: Next's defaults, written out here (next.config.ts) so that the data saver picks among them. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
/** The optimizer's qualities: Next's default (75), and the data saver's (CMS pictures are often no wider than asked). */
export const IMAGE_QUALITY = 75;
export const IMAGE_SAVER_QUALITY = 50;
export const IMAGE_QUALITIES = [IMAGE_QUALITY, IMAGE_SAVER_QUALITY];

/**
 * The width to serve instead of `width` when the data saver is on: half of it (what a phone's 2x or 3x screen asks
 * for, shown at 1x), rounded up to a width the optimizer makes; null when that is no smaller.
 */
export function lighterPictureWidth(width: number): number | null {
  // Sorted here, not at the module's top: pages import this file for wantsLessData, and a top-level statement would
  // travel with it in every page's script.
  const widths = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);
  const lighter = widths.find((candidate) => candidate >= width / 2);
  return lighter !== undefined && lighter < width ? lighter : null;
}

/** The optimizer's address of the same picture, lighter: half its width (see lighterPictureWidth) at the saver's quality. */
export function lighterPictureUrl(address: string): string {
  const url = new URL(address);
  const lighter = lighterPictureWidth(Number(url.searchParams.get('w')));
  if (lighter) url.searchParams.set('w', String(lighter));
  if (url.searchParams.has('q')) url.searchParams.set('q', String(IMAGE_SAVER_QUALITY));
  return url.href;
}
