// Amounts of the marketing pages, in FCFA (spec section 9: "CFA (FCFA in plans)"). Same typography as
// lib/format's formatPrice (CFA): thousands grouped with non-breaking spaces, so an amount never wraps.
import { formatAmount } from '@/lib/format';

export const PLAN_CURRENCY = 'FCFA';

/** 39900 → '39 900 FCFA' (non-breaking spaces). */
export function formatFcfa(amount: number): string {
  return formatAmount(amount, PLAN_CURRENCY);
}
