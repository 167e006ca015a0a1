// Length bounds of the form fields. The e-mail limit is the form library's validator limit (spec section 9).
export { EMAIL_MAX_LENGTH } from '@/lib/validation';

export const NAME_MAX_LENGTH = 120;
/** Digits only; the longest international numbers (E.164) have 15. */
export const PHONE_MAX_LENGTH = 15;
export const MESSAGE_MAX_LENGTH = 5000;
