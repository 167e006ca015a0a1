// Marketing pages' plan prices are written in FCFA (CMS prices in CFA, lib/format's formatPrice); both group thousands
// with non-breaking spaces, so an amount never wraps.
import type { Edition } from '@/lib/editions';
import { formatAmount } from '@/lib/format';

export const PLAN_CURRENCY = 'FCFA';

/** 39900 → '39 900 FCFA' (non-breaking spaces). */
export function formatFcfa(amount: number, edition: Edition = 'fr'): string {
  return formatAmount(amount, PLAN_CURRENCY, edition);
}
