import type { Trainer } from '@/lib/cms';
import type { QuoteService } from '@/lib/forms/serviceOptions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';

/** Hours suffixes: 'heures' on cards, 'H' on the detail page. */
export const HOURS_SUFFIX_CARD = 'heures';
export const HOURS_SUFFIX_DETAIL = 'H';

/** Trainer's first names then last name, '' without a trainer. */
export function trainerName(trainer: Trainer | null): string {
  return trainer ? `${trainer.firstNames} ${trainer.lastName}`.trim() : '';
}

export function yesNo(value: boolean): 'Oui' | 'Non' {
  return value ? 'Oui' : 'Non';
}

/** The quote form's service for trainings (its list lives with the quote form). */
export const TRAINING_QUOTE_SERVICE: QuoteService = 'Formation professionnelle';

/** Where 'Acheter' leads: the quote form, prefilled with the training (service and message). */
export function trainingPurchaseHref(theme: string, startDate: string): string {
  const when = startDate ? ` (session du ${startDate})` : '';
  const message = `Bonjour, je souhaite m'inscrire à la formation « ${theme} »${when}. Merci de me communiquer les modalités d'inscription et de paiement.`;
  return quoteRequestHref(TRAINING_QUOTE_SERVICE, message);
}
