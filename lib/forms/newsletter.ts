// The newsletter subscription (footer and side menu, on every page: keep this file small). Stored in the CMS's
// `newsletters` with a readable name for the editors, the address's local part; an address already there is a success.
import type { Edition } from '@/lib/editions';
import type { RequestDefinition } from './definition';
import { emailRule } from './email';

export const newsletterRequest = {
  fields: {
    email: emailRule('Email Invalide!'),
  },
  endpoint: '/newsletters',
  sent: "Merci d'avoir souscrit à notre newsletter !",
  failed: "Une Erreur s'est produite veuillez réessayer !",
} satisfies RequestDefinition;

/** The CMS record of a subscription: the form has no name field, so editors read the address's local part. */
export function subscriberRecord(email: string): Record<string, string> {
  return { nom: email.trim().split('@')[0] ?? '', email: email.trim() };
}

/** The form's words in the page's edition, from the server (lib/forms/editionTexts.ts's newsletterFormTexts). */
export type NewsletterTexts = {
  edition: Edition;
  invalid: string;
  subscribe: string;
  subscribing: string;
  placeholder: string;
  closeMessage: string;
  honeypot: string;
};
