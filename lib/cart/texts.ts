// What the cart, the book dialog's actions and the order form say, as the server gives it to them in the page's
// edition (lib/forms/editionTexts.ts's cartTexts and bookActionTexts): plain strings, `{count}`, `{price}` and
// `{title}` standing for their values (an island receives no functions). The French ones are the default.
import type { Edition } from '@/lib/editions';
import type { RequestMessages } from '@/lib/forms/definition';
import { FRENCH_FIELD_TEXTS, type FieldTexts } from '@/lib/forms/fieldTexts';
import { orderMessages, orderRequest } from '@/lib/forms/order';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { PAGES } from '@/lib/paths';
import { FRENCH_CONTROL_TEXTS, type ControlTexts } from '@/lib/layout/controlTexts';

/** `template` with each `{name}` replaced by its value. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** One text for one, another for more (French and English; Arabic writes one count-free text in both). */
export function countText(texts: { one: string; other: string }, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  return fill(count > 1 ? texts.other : texts.one, { count, ...values });
}

export type CartTexts = {
  edition: Edition;
  controls: ControlTexts;
  cart: string;
  myCart: string;
  bookCount: { one: string; other: string };
  empty: string;
  lines: string;
  unitPrice: string;
  remove: string;
  total: string;
  lineQuantity: string;
  order: {
    fields: FieldTexts;
    messages: RequestMessages<'name' | 'phone' | 'email'>;
    emptyCart: string;
    form: string;
    yourDetails: string;
    submit: string;
    whatsapp: string;
    whatsappAlso: string;
    newTab: string;
  };
};

export const FRENCH_CART_TEXTS: CartTexts = {
  controls: FRENCH_CONTROL_TEXTS,
  edition: 'fr',
  cart: 'Votre panier',
  myCart: 'Mon panier',
  bookCount: { one: ': {count} livre', other: ': {count} livres' },
  empty: orderMessages.emptyCart,
  lines: 'Livres du panier',
  unitPrice: "{price} l'unité",
  remove: 'Retirer : {title}',
  total: 'Total',
  lineQuantity: 'Quantité : {title}',
  order: {
    fields: FRENCH_FIELD_TEXTS,
    messages: {
      fields: { name: orderRequest.fields.name.message, phone: orderRequest.fields.phone.message, email: orderRequest.fields.email.message },
      sent: orderRequest.sent,
      failed: orderRequest.failed,
      queuedSent: orderRequest.queued.sent,
      limited: REQUEST_RATE_LIMITED,
    },
    emptyCart: orderMessages.emptyCart,
    form: 'Commande',
    yourDetails: 'Vos coordonnées',
    submit: 'Envoyer la commande',
    whatsapp: 'Commander sur WhatsApp',
    whatsappAlso: 'Envoyer aussi sur WhatsApp',
    newTab: '(nouvel onglet)',
  },
};

/** The book dialog's words: its quantity, its actions, and the quote form it orders through (in the edition). */
export type BookActionTexts = {
  controls: ControlTexts;
  quantity: string;
  added: { one: string; other: string };
  addToCart: string;
  buy: string;
  orderBook: string;
  orderMessage: { one: string; other: string };
  /** The quote page's address in the page's edition. */
  quoteHref: string;
};

export const FRENCH_BOOK_ACTION_TEXTS: BookActionTexts = {
  controls: FRENCH_CONTROL_TEXTS,
  quantity: 'Quantité',
  added: { one: '{count} ajouté au panier', other: '{count} ajoutés au panier' },
  addToCart: 'Ajouter au panier',
  buy: 'Acheter',
  orderBook: 'Commander',
  orderMessage: {
    one: 'Bonjour, je souhaite commander {count} exemplaire du livre « {title} ».',
    other: 'Bonjour, je souhaite commander {count} exemplaires du livre « {title} ».',
  },
  quoteHref: PAGES.quote,
};
