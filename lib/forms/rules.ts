// The rules of the request forms' fields, with their French messages and bounds, apart from any one kind of request
// (lib/forms/<kind>.ts put them together): a page with one form carries no other form's rules. The e-mail's rule is
// in email.ts (it imports this module's type only, so the newsletter's script carries none of these rules).

/** A field's rule: `valid` on the value as `read` from what was sent, else `message`. */
export type FieldRule = {
  valid: (value: string) => boolean;
  message: string;
  /** What the rule reads of what was sent (a phone number's digits); what was sent when absent. */
  read?: (sent: string) => string;
  /** The visitor may leave it empty (the form then says not that every field is required). */
  optional?: boolean;
};


export const NAME_MAX_LENGTH = 120;
/** Digits only; the longest international numbers (E.164) have 15. */
export const PHONE_MAX_LENGTH = 15;
const PHONE_MIN_LENGTH = 6;
export const MESSAGE_MAX_LENGTH = 5000;

/** What the quote, contact and order forms say once sent, or not: the firm's exact wording (tests pin it). */
export const requestSent = 'Votre demande a bien été envoyée !';
export const requestFailed = "Une Erreur s'est produite veuillez réessayer !";


/**
 * A phone field's digits, as the server reads a form: without JavaScript nothing stripped the rest, and nothing is
 * cut (a number too long is refused by the rules, not shortened).
 */
function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** What a phone field keeps of what is typed or pasted: digits only, at most PHONE_MAX_LENGTH. */
export function digitsOnly(value: string): string {
  return phoneDigits(value).slice(0, PHONE_MAX_LENGTH);
}

/** A text of 1 to `max` characters once trimmed (0 to `max` when optional). */
function textWithin(max: number, optional = false) {
  return (value: string) => {
    const length = value.trim().length;
    return (optional || length > 0) && length <= max;
  };
}


export const nameRule: FieldRule = { valid: textWithin(NAME_MAX_LENGTH), message: 'Veuillez saisir votre nom.' };


export const phoneRule: FieldRule = {
  valid: (value) => new RegExp(`^\\d{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`).test(value),
  message: 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).',
  read: phoneDigits,
};

/** One of `choices`, exactly (a service, a dialing code). */
export function choiceRule(choices: readonly string[], message: string): FieldRule {
  return { valid: (value) => choices.includes(value), message };
}

export const serviceMessage = 'Veuillez sélectionner un service.';

export const messageRule: FieldRule = { valid: textWithin(MESSAGE_MAX_LENGTH), message: 'Veuillez saisir un message.' };

/** A text the visitor may leave empty (a note, a company's name), of at most `max` characters. */
export function optionalTextRule(max: number, message: string): FieldRule {
  return { valid: textWithin(max, true), message, optional: true };
}
