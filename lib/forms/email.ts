// The e-mail address's rule, in a module of its own: the newsletter form, on every page, needs it and no other rule.
import type { FieldRule } from './rules';

/** Upper bound of an e-mail address (the form library's validator limit). */
export const EMAIL_MAX_LENGTH = 320;

// something@something.something with only what a browser's type="email" accepts (no whitespace, markup, quotes,
// brackets or colons), so nothing like `<script>…@x.bf` or `javascript:…@x.bf` passes the server's check either.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function emailRule(message = 'Email Invalide !'): FieldRule {
  return { valid: (value) => isValidEmail(value.trim()), message };
}
