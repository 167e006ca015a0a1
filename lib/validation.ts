// Form validation rules of spec section 5. Used by the browser (instant feedback) and the server (never trust the browser).

/** Upper bound of an e-mail address (the form library's validator limit, spec section 9). */
export const EMAIL_MAX_LENGTH = 320;

// something@something.something with no whitespace anywhere (spec section 5, "{email}").
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
