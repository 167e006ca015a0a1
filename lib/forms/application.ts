// The application form's fields and rules (its CV is checked apart, see cv.ts).
import { messages } from '@/lib/messages';
import { applicationMessages } from '@/lib/forms/applicationMessages';
import { isValidEmail } from '@/lib/validation';
import { isDialingCode } from './dialingCodes';
import { APPLICATION_MESSAGE_MAX_LENGTH } from './limits';
import { firstProblem, isValidName, isValidPhone, type FieldError } from './rules';

/** An application's text fields; the message may be left empty. */
export type ApplicationValues = { name: string; email: string; indicatif: string; phone: string; message: string };
export type ApplicationField = keyof ApplicationValues | 'cv';
/** The application form's hidden field naming the offer (its slug). */
export const APPLICATION_JOB_FIELD = 'offre';
/** The contact form's rules for the person; a short, optional message. */
export function validateApplication(values: ApplicationValues): FieldError<ApplicationField> | null {
  return firstProblem<ApplicationField>([
    ['name', isValidName(values.name), messages.nameRequired],
    ['email', isValidEmail(values.email.trim()), messages.quoteInvalidEmail],
    ['indicatif', isDialingCode(values.indicatif), messages.dialingCodeRequired],
    ['phone', isValidPhone(values.phone), messages.phoneRequired],
    ['message', values.message.trim().length <= APPLICATION_MESSAGE_MAX_LENGTH, applicationMessages.applicationMessageTooLong],
  ]);
}

