// Figures shown by the animated counters: the one source of each number, so no two pages disagree. Their labels are
// the edition's (lib/i18n/<edition>/about.ts); how a counter writes its number is lib/content/countUp.ts's.
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import type { CounterStat } from './countUp';

export { COUNT_UP_DURATION_MS, formatCounter, formatCounterNumber, type CounterStat } from './countUp';

// The firm's figures, shown on the home and About pages.
export const YEARS_OF_EXPERIENCE = 5;
export const PARTNER_COUNT = 100;
export const CLIENT_COUNT = 500;
export const SATISFIED_PERCENT = 95;
export const TESTIMONIAL_COUNT = 900;

/** The firm's counters (home and About pages), labelled in `edition`. */
export function companyCountersOf(edition: Edition): CounterStat[] {
  const labels = textsOf(edition).about.counters;
  return [
    { value: YEARS_OF_EXPERIENCE, label: labels.years },
    { value: PARTNER_COUNT, label: labels.partners },
    { value: CLIENT_COUNT, label: labels.clients },
    { value: SATISFIED_PERCENT, suffix: '%', label: labels.satisfied },
    { value: TESTIMONIAL_COUNT, label: labels.testimonials },
  ];
}

/** The French company counters (tests). */
export const COMPANY_COUNTERS: readonly CounterStat[] = companyCountersOf(DEFAULT_EDITION);

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
