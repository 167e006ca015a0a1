// Figures shown by the animated counters: the one source of each number, so no two pages disagree.
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

// The firm's figures, shown on the home and About pages.
export const YEARS_OF_EXPERIENCE = 5;
export const PARTNER_COUNT = 100;
export const CLIENT_COUNT = 500;
export const SATISFIED_PERCENT = 95;
export const TESTIMONIAL_COUNT = 900;

export const COMPANY_COUNTERS: readonly CounterStat[] = [
  { value: YEARS_OF_EXPERIENCE, label: "Années d'expérience" },
  { value: PARTNER_COUNT, label: 'Partenaires' },
  { value: CLIENT_COUNT, label: 'Clients accompagnés' },
  { value: SATISFIED_PERCENT, suffix: '%', label: 'Clients satisfaits' },
  { value: TESTIMONIAL_COUNT, label: 'Témoignages' },
];

/** The delivery page's counters. */
export const DELIVERY_COUNTERS: readonly CounterStat[] = [
  { value: 200, suffix: '+', label: 'Coursiers' },
  { value: 100, suffix: '+', label: 'Partenaires actifs' },
  { value: 500, suffix: '+', label: 'Clients actifs' },
  { value: 95, suffix: '%', label: 'Clients satisfaits' },
  { value: 900, suffix: '+', label: 'Témoignages' },
];

/** The graphic design page's counters. */
export const DESIGN_COUNTERS: readonly CounterStat[] = [
  { value: 8.2, decimals: 1, suffix: 'k', label: 'Visuels réalisés' },
  { value: 4.1, decimals: 1, suffix: 'k', label: 'Publications pour les réseaux sociaux' },
  { value: 2.9, decimals: 1, suffix: 'k', label: 'Supports imprimés livrés' },
  { value: 2.1, decimals: 1, suffix: 'k', label: 'Heures de création par an' },
];

/** The number as shown in French: 500, 95, 8,2 (a decimal comma, no grouping below 10 000). */
export function formatCounterNumber(value: number, decimals = 0): string {
  return formatFrenchNumber(value, { decimals, grouping: 'min2' });
}

/** The whole counter text: '500', '95%', '200+', '8,2k'; `value` defaults to the final one. */
export function formatCounter(stat: Pick<CounterStat, 'value' | 'decimals' | 'suffix'>, value = stat.value): string {
  return `${formatCounterNumber(value, stat.decimals ?? 0)}${stat.suffix ?? ''}`;
}
