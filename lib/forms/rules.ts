// The rules every form applies to a field, apart from any one form (so that a page with one form carries no other's).
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits';

export const PHONE_MIN_LENGTH = 6;

export type FieldError<F extends string> = { field: F; message: string };

/**
 * A phone field's digits, as the server reads a form: without JavaScript nothing stripped the rest, and nothing is
 * cut (a number too long is refused by the rules, not shortened).
 */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** What a phone field keeps of what is typed or pasted: digits only, at most PHONE_MAX_LENGTH. */
export function digitsOnly(value: string): string {
  return phoneDigits(value).slice(0, PHONE_MAX_LENGTH);
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

/** The first failing check, in the order given: the order the visitor meets the fields. */
export function firstProblem<F extends string>(checks: [F, boolean, string][]): FieldError<F> | null {
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

