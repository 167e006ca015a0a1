'use client';
import { useEffect } from 'react';
import { afterLoadWhenIdle } from '@/components/ui/whenIdle';

/**
 * The field measures of this page view (lib/measures/collect.ts), loaded once the page is idle, in production only,
 * and never when the visitor's browser asks not to be followed (Global Privacy Control). Draws nothing.
 */
export function FieldMeasures() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
    afterLoadWhenIdle(() => void import('@/lib/measures/collect').then(({ startFieldMeasures }) => startFieldMeasures(), () => undefined));
  }, []);
  return null;
}
