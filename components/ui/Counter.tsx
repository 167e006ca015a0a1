'use client';
import { useEffect, useRef } from 'react';
import { COUNT_UP_DURATION_MS, formatCounter, type CounterStat } from '@/lib/content/counters';

type Props = Pick<CounterStat, 'value' | 'decimals' | 'suffix'> & {
  durationMs?: number;
  className?: string;
};

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * A number that counts up from 0 when it scrolls into view. The server HTML (and visitors without
 * JavaScript, or who prefer reduced motion) get the final value; the final text is also drawn,
 * invisible, in a ::before of the same grid cell, so the box keeps its final width while counting.
 * The animation writes the text node directly (no React render per frame).
 */
export function Counter({ value, decimals = 0, suffix = '', durationMs = COUNT_UP_DURATION_MS, className = '' }: Props) {
  const final = formatCounter({ value, decimals, suffix });
  const boxRef = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    const target = { value, decimals, suffix };
    const show = (current: number) => {
      text.textContent = formatCounter(target, current);
    };
    let frame = 0;
    show(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(Math.max((now - start) / durationMs, 0), 1);
          show(progress >= 1 ? value : value * easeOutCubic(progress));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(value);
    };
  }, [value, decimals, suffix, durationMs]);

  return (
    <span
      ref={boxRef}
      data-final={final}
      data-testid="counter"
      translate="no"
      className={`inline-grid tabular-nums before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-final)] ${className}`}
    >
      <span ref={textRef} className="col-start-1 row-start-1">
        {final}
      </span>
    </span>
  );
}
