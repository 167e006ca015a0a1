// Validators of the quote, contact and order forms: each returns the FIRST failing field with its message, checking
// fields in the order the visitor meets them (e-mail, then service, then message). The server runs them again.
import { messages } from '@/lib/messages';
import { isValidEmail } from '@/lib/validation';
import { isDialingCode } from './dialingCodes';
import { APPLICATION_MESSAGE_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits';
import { isContactService, isQuoteService } from './services';

export const PHONE_MIN_LENGTH = 6;

export type FieldError<F extends string> = { field: F; message: string };

export type QuoteValues = { nom: string; email: string; phone: string; service: string; message: string };
export type QuoteField = keyof QuoteValues;

export type ContactValues = {
  name: string;
  email: string;
  indicatif: string;
  phone: string;
  subject: string;
  message: string;
};
export type ContactField = keyof ContactValues;

/** An application's text fields (its CV is checked apart, see cv.ts); the message may be left empty. */
export type ApplicationValues = { name: string; email: string; indicatif: string; phone: string; message: string };
export type ApplicationField = keyof ApplicationValues | 'cv';
/** The application form's hidden field naming the offer (its slug). */
export const APPLICATION_JOB_FIELD = 'offre';

export type OrderValues = { name: string; phone: string; email: string };
export type OrderField = keyof OrderValues | 'items';

/** What a phone field keeps of what is typed or pasted: digits only, at most PHONE_MAX_LENGTH. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH);
}

export function isValidName(value: string): boolean {
  const name = value.trim();
  return name.length > 0 && name.length <= NAME_MAX_LENGTH;
}

export function isValidPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`).test(value);
}

export function isValidMessage(value: string): boolean {
  const text = value.trim();
  return text.length > 0 && text.length <= MESSAGE_MAX_LENGTH;
}

function first<F extends string>(checks: [F, boolean, string][]): FieldError<F> | null {
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

export function validateQuote(values: QuoteValues): FieldError<QuoteField> | null {
  return first<QuoteField>([
    ['nom', isValidName(values.nom), messages.nameRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['service', isQuoteService(values.service), messages.quoteNoService],
    ['message', isValidMessage(values.message), messages.quoteEmptyMessage],
  ]);
}

export function validateContact(values: ContactValues): FieldError<ContactField> | null {
  return first<ContactField>([
    ['name', isValidName(values.name), messages.nameRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
    ['indicatif', isDialingCode(values.indicatif), messages.dialingCodeRequired],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['subject', isContactService(values.subject), messages.quoteNoService],
    ['message', isValidMessage(values.message), messages.quoteEmptyMessage],
  ]);
}

/** The contact form's rules for the person; a short, optional message. */
export function validateApplication(values: ApplicationValues): FieldError<ApplicationField> | null {
  return first<ApplicationField>([
    ['name', isValidName(values.name), messages.nameRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
    ['indicatif', isDialingCode(values.indicatif), messages.dialingCodeRequired],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['message', values.message.trim().length <= APPLICATION_MESSAGE_MAX_LENGTH, messages.applicationMessageTooLong],
  ]);
}

export function validateOrder(values: OrderValues, itemCount: number): FieldError<OrderField> | null {
  return first<OrderField>([
    ['items', itemCount > 0, messages.orderEmptyCart],
    ['name', isValidName(values.name), messages.nameRequired],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
  ]);
}
