// Amounts of the marketing pages, in FCFA (spec section 9: "CFA (FCFA in plans)"). Same typography as
// lib/format's formatPrice (CFA): thousands grouped with non-breaking spaces, so an amount never wraps.

export const PLAN_CURRENCY = 'FCFA';

const amountFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, useGrouping: true });

/** 39900 → '39 900 FCFA' (non-breaking spaces). */
export function formatFcfa(amount: number): string {
  return `${amountFormat.format(amount).replace(/\s/g, '\u00a0')}\u00a0${PLAN_CURRENCY}`;
}
