// Delivery prices, in FCFA: starting prices, since the real one depends on the parcel and the place. Their words (the
// zones, the note, the calls to action) are lib/i18n/<edition>/services.ts's `delivery`.
import { PAGES } from '@/lib/paths';

export const DELIVERY_PRICE_OUAGADOUGOU = 1000;
export const DELIVERY_PRICE_OUTSIDE = 2000;

/** The zones of the delivery prices, each a key of the texts' `delivery.zones`. */
export const DELIVERY_PRICES: readonly { zone: 'ouagadougou' | 'outside'; from: number }[] = [
  { zone: 'ouagadougou', from: DELIVERY_PRICE_OUAGADOUGOU },
  { zone: 'outside', from: DELIVERY_PRICE_OUTSIDE },
];

/** Where the delivery page's two calls to action lead (French page addresses): request a delivery, become a courier. */
export const DELIVERY_CALL_PAGES = { request: PAGES.contact, courier: PAGES.contact } as const;
