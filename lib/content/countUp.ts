// How an animated counter writes its number (components/ui/Counter, a client island): no texts here, so the island
// carries no edition's words. The figures and their labels are lib/content/counters.ts's.
import type { Edition } from '@/lib/editions';
import { formatFrenchNumber } from '@/lib/format';

/** Duration of the count-up animation. */
export const COUNT_UP_DURATION_MS = 2000;

export type CounterStat = {
  /** Final value, as a number (8.2 for "8,2k"). */
  value: number;
  /** Digits after the decimal comma (0 by default). */
  decimals?: number;
  /** Shown right after the number: '%', '+', 'k'. */
  suffix?: string;
  label: string;
};

/**
 * The number as shown in `edition`: 500, 95, 8,2 in French (a decimal comma, no grouping below 10 000); 8.2 and
 * 12,500 in English and Arabic (western digits, docs/glossary.md).
 */
export function formatCounterNumber(value: number, decimals = 0, edition: Edition = 'fr'): string {
  if (edition === 'fr') return formatFrenchNumber(value, { decimals, grouping: 'min2' });
  const text = formatFrenchNumber(value, { decimals, grouping: 'min2', separator: ',' });
  return decimals > 0 ? text.replace(/,(\d+)$/, '.$1') : text;
}

/** The whole counter text: '500', '95%', '200+', '8,2k' ('8.2k' in English); `value` defaults to the final one. */
export function formatCounter(
  stat: Pick<CounterStat, 'value' | 'decimals' | 'suffix'>,
  value = stat.value,
  edition: Edition = 'fr',
): string {
  return `${formatCounterNumber(value, stat.decimals ?? 0, edition)}${stat.suffix ?? ''}`;
}
