// What the request forms' shared controls say (components/forms/fields.tsx, the frame, the alert), as the server gives
// it to a form in the page's edition (lib/forms/editionTexts.ts): plain strings only, a form being a client island. The
// French ones are the default, so that a form rendered without them (a test) speaks as the French page does.
import type { Edition } from '@/lib/editions';
import type { RequestMessages } from './definition';
import { DIALING_CODES } from './dialingCodes';

export type FieldTexts = {
  /** The page's edition, sent with the form (the `edition` field) so that the server action answers in it. */
  edition: Edition;
  name: string;
  namePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  phone: string;
  dialingCode: string;
  dialingCodePlaceholder: string;
  phoneNumber: string;
  /** A text field's counter, with `{count}` and `{max}` in place of its numbers. */
  characters: string;
  allRequired: string;
  sending: string;
  closeMessage: string;
  honeypot: string;
  /** Said when the request waits on the device for the connection. */
  queued: string;
  /** The dialing codes' options (`Bénin (+229)`), in the order the list shows them. */
  countries: readonly { code: string; label: string }[];
};

export const FRENCH_FIELD_TEXTS: FieldTexts = {
  edition: 'fr',
  name: 'Nom complet',
  namePlaceholder: 'Awa Ouédraogo',
  email: 'Adresse e-mail',
  emailPlaceholder: 'nom@exemple.com',
  phone: 'Téléphone',
  dialingCode: 'Indicatif du pays',
  dialingCodePlaceholder: 'Indicatif',
  phoneNumber: 'Numéro de téléphone',
  characters: '{count} / {max} caractères',
  allRequired: 'Tous les champs sont obligatoires.',
  sending: 'Envoi en cours...',
  closeMessage: 'Fermer le message',
  honeypot: 'Ne pas remplir ce champ',
  queued:
    'Vous êtes hors ligne : votre demande est gardée sur cet appareil. Elle sera envoyée dès le retour de la connexion, sur cette page ou à votre prochaine visite.',
  countries: frenchCountries(),
};

/** The dialing codes' options as the French page writes them: the firm's names, in its order. */
export function frenchCountries(): FieldTexts['countries'] {
  return DIALING_CODES.map(({ code, country }) => ({ code, label: `${country} (${code})` }));
}

/** A counter's text: `pattern` with its numbers. */
export function counterText(pattern: string, count: number, max: number): string {
  return pattern.replace('{count}', String(count)).replace('{max}', String(max));
}

/** A choice of a list: the value sent (the firm's French label) and what the edition shows. */
export type Choice = { value: string; label: string };

/**
 * The words of a quote or contact form beside its controls': its name, button, service list and message field, and
 * its messages.
 */
export type RequestFormTexts<F extends string> = {
  fields: FieldTexts;
  messages: RequestMessages<F>;
  label: string;
  submit: string;
  service: string;
  servicePlaceholder: string;
  services: readonly Choice[];
  message: string;
  messagePlaceholder: string;
};

/** The application form's own words (components/jobs/ApplicationForm.tsx), beside those its page gives. */
export type ApplicationFormTexts = {
  fields: FieldTexts;
  messages: RequestMessages<'name' | 'email' | 'dialingCode' | 'phone' | 'message'>;
  cv: { cvRequired: string; cvTooLarge: string; cvWrongType: string; cvUnreadable: string; cvAgain: string };
  failure: string;
  cvLabel: string;
  messageLabel: string;
};
