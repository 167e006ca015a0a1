// Delivery prices, in FCFA: starting prices, since the real one depends on the parcel and the place.
import { PAGES } from '@/lib/paths';

export const DELIVERY_PRICE_OUAGADOUGOU = 1000;
export const DELIVERY_PRICE_OUTSIDE = 2000;

export const DELIVERY_PRICES: readonly { zone: string; from: number }[] = [
  { zone: 'À Ouagadougou', from: DELIVERY_PRICE_OUAGADOUGOU },
  { zone: 'Hors de Ouagadougou', from: DELIVERY_PRICE_OUTSIDE },
];

export const DELIVERY_PRICE_NOTE = 'Le prix dépend de la taille de la commande, du lieu de livraison et du poids du colis.';

/** The delivery page's two calls to action: request a delivery, become a courier. */
export const DELIVERY_CALLS = {
  request: {
    heading: 'Demander une livraison',
    text: "Indiquez-nous le colis, le lieu d'enlèvement et la destination : nous vous confirmons le prix et l'heure de passage du coursier.",
    action: { label: 'Demander une livraison', href: PAGES.contact, primary: true },
  },
  courier: {
    heading: 'Devenir coursier',
    text: 'Vous avez une moto en bon état, connaissez bien votre ville et cherchez un revenu régulier ? Rejoignez notre réseau de coursiers.',
    action: { label: 'Devenir coursier', href: PAGES.contact },
  },
} as const;
