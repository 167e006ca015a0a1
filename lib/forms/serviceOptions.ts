// Service lists of the quote and contact forms, spelled exactly as the firm specified. A link preselects a service by
// its label (the quote page's `?service=<label>`): use these labels, or quoteRequestHref (lib/forms/quoteLink.ts).

/** The 8 services of the quote form (no delivery option, unlike the contact form). */
export const QUOTE_SERVICES = [
  'Mise en relation emploi',
  'Formation professionnelle',
  'Prospection commerciale',
  'Stratégie de marketing digital',
  'Rédaction de contenu web',
  'Conception graphique',
  'Vente en ligne',
  'Autres',
] as const;

export type QuoteService = (typeof QUOTE_SERVICES)[number];

/** The 9 services of the contact form: the quote's, with delivery third. */
export const CONTACT_SERVICES = [...QUOTE_SERVICES.slice(0, 2), 'Service de livraison', ...QUOTE_SERVICES.slice(2)] as const;

export type ContactService = (typeof CONTACT_SERVICES)[number];

export function isQuoteService(value: unknown): value is QuoteService {
  return typeof value === 'string' && (QUOTE_SERVICES as readonly string[]).includes(value);
}

export function isContactService(value: unknown): value is ContactService {
  return typeof value === 'string' && (CONTACT_SERVICES as readonly string[]).includes(value);
}
