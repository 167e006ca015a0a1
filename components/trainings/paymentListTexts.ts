// The payment-methods grid's words in an edition, for the server to hand to the grid (a client island, which imports
// no edition's texts).
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import type { PaymentListTexts } from './PaymentMethodList';

const NAME = '\u0000';

/** The same-origin route handler that reads the payment methods from the CMS (app/api/payment-methods), in `edition`. */
export function paymentMethodsSource(edition: Edition): string {
  return edition === DEFAULT_EDITION ? PAYMENT_METHODS_PATH : `${PAYMENT_METHODS_PATH}?${EDITION_PARAM}=${edition}`;
}

export const PAYMENT_METHODS_PATH = '/api/payment-methods';
export const EDITION_PARAM = 'edition';

export function paymentListTexts(edition: Edition): PaymentListTexts {
  const { heading, loading, error, empty, logo } = textsOf(edition).trainings.payments;
  // The logo's text around the method's name: "Logo Wave", "Wave logo", "شعار Wave".
  const [logoBefore = '', logoAfter = ''] = logo(NAME).split(NAME);
  return { heading, loading, error, empty, logoBefore, logoAfter, source: paymentMethodsSource(edition) };
}
