import { useEffect } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * While `active`, the page under a modal does not scroll (the scrollbar's width kept, so nothing shifts). Applied once
 * the modal is painted: the page's new overflow restyles and lays out the whole document, work the tap that opened the
 * modal should not wait for (issue 48); nobody scrolls within that frame.
 */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let restore: (() => void) | undefined;
    const cancel = afterNextPaint(() => {
      const { overflow, paddingRight } = document.body.style;
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      document.body.style.overflow = 'hidden';
      if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
      restore = () => {
        document.body.style.overflow = overflow;
        document.body.style.paddingRight = paddingRight;
      };
    });
    return () => {
      cancel();
      restore?.();
    };
  }, [active]);
}
