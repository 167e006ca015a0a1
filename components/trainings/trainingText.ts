import type { Trainer } from '@/lib/cms';
import type { Edition } from '@/lib/editions';
import type { QuoteService } from '@/lib/forms/serviceOptions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { textsOf } from '@/lib/i18n';
import { pageIn } from '@/lib/paths';

/** Trainer's first names then last name, '' without a trainer. */
export function trainerName(trainer: Trainer | null): string {
  return trainer ? `${trainer.firstNames} ${trainer.lastName}`.trim() : '';
}

/** 'Oui' or 'Non' in `edition`. */
export function yesNo(value: boolean, edition: Edition): string {
  const { yes, no } = textsOf(edition).trainings.detail;
  return value ? yes : no;
}

/** The quote form's service for trainings (its list lives with the quote form; the value is the same in every edition). */
export const TRAINING_QUOTE_SERVICE: QuoteService = 'Formation professionnelle';

/** Where 'Acheter' leads: the quote form in `edition`, prefilled with the training (service, and a message in `edition`). */
export function trainingPurchaseHref(theme: string, startDate: string, edition: Edition): string {
  const { purchaseMessage, purchaseMessageOn } = textsOf(edition).trainings.side;
  const message = startDate ? purchaseMessageOn(theme, startDate) : purchaseMessage(theme);
  return pageIn(edition, quoteRequestHref(TRAINING_QUOTE_SERVICE, message));
}
