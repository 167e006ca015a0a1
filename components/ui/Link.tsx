'use client';
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { wantsLessData } from '@/lib/offline/saveData';

/**
 * next/link prefetching only on intent (pointer over, focus, touch start): prefetching every link in view cost a dozen
 * requests on load, on visitors' slow and metered mobile data. With the browser's data saver on, never.
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
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
