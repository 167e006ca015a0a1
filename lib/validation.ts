// Form validation rules of spec section 5. Used by the browser (instant feedback) and the server (never trust the browser).
import { EMAIL_MAX_LENGTH } from '@/lib/forms/limits';

// something@something.something (spec section 5, "{email}"), with the characters a browser's type="email" field
// accepts (HTML's "valid e-mail address"): no whitespace, no markup, quotes, brackets or colons, so that nothing
// like `<script>…@x.bf` or `javascript:…@x.bf` passes the server's check either.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
