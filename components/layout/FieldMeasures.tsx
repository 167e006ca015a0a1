'use client';
import { useEffect } from 'react';
import { afterLoadWhenIdle } from '@/components/ui/whenIdle';

/**
 * The field measures of this page view: the script at `source` (lib/measures/script.ts, built apart from the page's
 * own by scripts/build-measures.mjs), added once the page has loaded and is idle, and never when the visitor's browser
 * asks not to be followed (Global Privacy Control); offline, once back online. No `source` (`next dev`), nothing. Draws nothing.
 */
export function FieldMeasures({ source }: { source: string | undefined }) {
  useEffect(() => {
    if (!source || (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
    const load = () => {
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.head.append(script);
    };
    // Offline (a page read from the service worker's copy), once back online: web-vitals reads what the browser kept.
    afterLoadWhenIdle(() => (navigator.onLine ? load() : addEventListener('online', load, { once: true })));
  }, [source]);
  return null;
}
