// The payment-methods grid's words in an edition, for the server to hand to the grid (a client island, which imports
// no edition's texts).
import type { Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import type { PaymentListTexts } from './PaymentMethodList';

const NAME = '\u0000';

export function paymentListTexts(edition: Edition): PaymentListTexts {
  const { heading, loading, error, empty, logo } = textsOf(edition).trainings.payments;
  // The logo's text around the method's name: "Logo Wave", "Wave logo", "شعار Wave".
  const [logoBefore = '', logoAfter = ''] = logo(NAME).split(NAME);
  return { heading, loading, error, empty, logoBefore, logoAfter };
}
