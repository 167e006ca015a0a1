// Form validation rules of spec section 5. Used by the browser (instant feedback) and the server (never trust the browser).
import { EMAIL_MAX_LENGTH } from '@/lib/forms/limits';

// something@something.something with no whitespace anywhere (spec section 5, "{email}").
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
