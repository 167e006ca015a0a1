'use client';
import { useEffect, useRef } from 'react';
import { COUNT_UP_DURATION_MS, formatCounter, type CounterStat } from '@/lib/content/countUp';
import type { Edition } from '@/lib/editions';

type Props = Pick<CounterStat, 'value' | 'decimals' | 'suffix'> & {
  durationMs?: number;
  className?: string;
  /** The page's edition, whose decimal mark the number is written with (a French comma by default). */
  edition?: Edition;
};

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * A number that counts up from 0 once scrolled into view; until then it shows its final value (server HTML, no script,
 * reduced motion, crawlers, link previews). An invisible ::before keeps the final width; frames write the text node.
 */
export function Counter({ value, decimals = 0, suffix = '', durationMs = COUNT_UP_DURATION_MS, className = '', edition = 'fr' }: Props) {
  const final = formatCounter({ value, decimals, suffix }, value, edition);
  const boxRef = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    const target = { value, decimals, suffix };
    const show = (current: number) => {
      text.textContent = formatCounter(target, current, edition);
    };
    let frame = 0;
    let inView = false;
    let scrolled = false;
    let started = false;
    const start = () => {
      if (started || !inView || !scrolled) return;
      started = true;
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      show(0);
      const startedAt = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(Math.max((now - startedAt) / durationMs, 0), 1);
        show(progress >= 1 ? value : value * easeOutCubic(progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    // The count starts when the visitor has scrolled and the number is in view: a full-page capture (which shows
    // the whole page without scrolling) keeps the final values.
    const onScroll = () => {
      scrolled = true;
      start();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        start();
      },
      { threshold: 0.5 },
    );
    observer.observe(box);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      show(value);
    };
  }, [value, decimals, suffix, durationMs, edition]);

  return (
    <span
      ref={boxRef}
      data-final={final}
      data-testid="counter"
      translate="no"
      // A number reads left to right in every edition: '200+' stays '200+' on an Arabic page.
      dir="ltr"
      className={`inline-grid tabular-nums before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-final)] ${className}`}
    >
      <span ref={textRef} className="col-start-1 row-start-1">
        {final}
      </span>
    </span>
  );
}
