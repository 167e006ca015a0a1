// Form validation rules, run by the browser (instant feedback) and again by the server (never trust the browser).
import { EMAIL_MAX_LENGTH } from '@/lib/forms/limits';

// something@something.something with only what a browser's type="email" accepts (no whitespace, markup, quotes,
// brackets or colons), so nothing like `<script>…@x.bf` or `javascript:…@x.bf` passes the server's check either.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
