// A book order from the cart: the buyer's contact, checked after the cart (an empty cart is the first problem), and the
// lines the server priced. Stored in the CMS's `commandes` (one `lignes` component per book); e-mailed with the order
// template, which also gets the books, the total and the order as text.
import { cartTotal, orderText, type CartItem } from '@/lib/cart/summary';
import { formatPrice } from '@/lib/format';
import { emailParams, firstProblem, type FieldError, type RequestDefinition, type Values } from './definition';
import { nameRule, phoneRule, requestFailed } from './rules';
import { emailRule } from './email';

export const orderRequest = {
  fields: {
    name: { ...nameRule, cms: 'nom', email: 'name' },
    phone: { ...phoneRule, cms: 'telephone', email: 'phone' },
    email: emailRule(),
  },
  endpoint: '/commandes',
  emailTemplate: 'order',
  sent: 'Votre commande a bien été envoyée ! Nous vous contactons rapidement pour la livraison.',
  failed: requestFailed,
  queued: { kind: 'order', sent: 'Connexion retrouvée : votre commande a bien été envoyée ! Nous vous contactons rapidement pour la livraison.' },
} satisfies RequestDefinition;

export type OrderValues = Values<keyof typeof orderRequest.fields>;
/** `items`: the cart's problem (empty, a book no longer sold or without a price). */
export type OrderField = keyof OrderValues | 'items';

export const orderMessages = {
  emptyCart: 'Votre panier est vide.',
  bookUnavailable: "Un livre de votre panier n'est plus en vente : retirez-le du panier pour commander.",
  bookWithoutPrice: (title: string) =>
    `« ${title} » n'a pas de prix en ligne : retirez-le du panier et demandez-le-nous par le formulaire de devis.`,
} as const;

/** The cart first (nothing to order), then the buyer's fields (with the messages of `definition` and `emptyCart`). */
export function orderProblem(
  values: OrderValues,
  itemCount: number,
  definition: typeof orderRequest = orderRequest,
  emptyCart: string = orderMessages.emptyCart,
): FieldError<OrderField> | null {
  return itemCount > 0 ? firstProblem(definition, values) : { field: 'items', message: emptyCart };
}

/** The CMS record's attributes of the priced lines, beside the buyer's fields. */
export function orderLinesRecord(lines: readonly CartItem[], buyer: OrderValues) {
  return {
    lignes: lines.map((line) => ({ titre: line.title, prix_unitaire: line.price, quantite: line.quantity })),
    total: cartTotal(lines),
    recapitulatif: orderText(lines, buyer),
  };
}

/** The e-mail template's parameters: the buyer's fields, the books, the total and the order as text. */
export function orderEmailParams(lines: readonly CartItem[], buyer: OrderValues): Record<string, string> {
  return {
    ...emailParams(orderRequest, buyer),
    books: lines.map((line) => `${line.quantity} × ${line.title}`).join('\n'),
    total: formatPrice(cartTotal(lines)),
    message: orderText(lines, buyer),
  };
}
