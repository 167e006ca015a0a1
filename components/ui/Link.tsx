'use client';
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The site's links: next/link without prefetching the pages in view. By default Next prefetches every link that
 * enters the viewport, which on load means a dozen requests from the header, footer and bottom bar alone, on a
 * visitor's slow and metered mobile data. Here a page is prefetched only once the visitor shows the intent to
 * open it: pointer over the link, keyboard focus, or the start of a touch.
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
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
