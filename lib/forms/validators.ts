// Validators of the quote, contact and order forms: each returns the FIRST failing field with its message, checking
// fields in the order the visitor meets them (e-mail, then service, then message). The server runs them again.
import { messages } from '@/lib/messages';
import { orderMessages } from '@/lib/forms/orderMessages';
import { isValidEmail } from '@/lib/validation';
import { isDialingCode } from './dialingCodes';
import { firstProblem, isValidMessage, isValidName, isValidPhone, type FieldError } from './rules';
import { isContactService, isQuoteService } from './services';

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

export type OrderValues = { name: string; phone: string; email: string };
export type OrderField = keyof OrderValues | 'items';

export function validateQuote(values: QuoteValues): FieldError<QuoteField> | null {
  return firstProblem<QuoteField>([
    ['nom', isValidName(values.nom), messages.nameRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['service', isQuoteService(values.service), messages.quoteNoService],
    ['message', isValidMessage(values.message), messages.quoteEmptyMessage],
  ]);
}

export function validateContact(values: ContactValues): FieldError<ContactField> | null {
  return firstProblem<ContactField>([
    ['name', isValidName(values.name), messages.nameRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
    ['indicatif', isDialingCode(values.indicatif), messages.dialingCodeRequired],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['subject', isContactService(values.subject), messages.quoteNoService],
    ['message', isValidMessage(values.message), messages.quoteEmptyMessage],
  ]);
}

export function validateOrder(values: OrderValues, itemCount: number): FieldError<OrderField> | null {
  return firstProblem<OrderField>([
    ['items', itemCount > 0, orderMessages.orderEmptyCart],
    ['name', isValidName(values.name), messages.nameRequired],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
  ]);
}
