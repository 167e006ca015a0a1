'use client';
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { wantsLessData } from '@/lib/offline/saveData';

/**
 * next/link prefetching only on intent (pointer over, focus, touch start): prefetching every link in view cost a dozen
 * requests on load, on visitors' slow and metered mobile data. With the browser's data saver on, never. A focus
 * counts as intent only when the browser shows it (the keyboard's): a dialog focusing its first link after a tap is
 * not the visitor aiming at it, and that prefetch ran inside the tap (issue 48).
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent && !wantsLessData() ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        if (event.currentTarget.matches(':focus-visible')) setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
