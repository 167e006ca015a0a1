// Length bounds of the form fields.

/** Upper bound of an e-mail address (the form library's validator limit). */
export const EMAIL_MAX_LENGTH = 320;

export const NAME_MAX_LENGTH = 120;
/** Digits only; the longest international numbers (E.164) have 15. */
export const PHONE_MAX_LENGTH = 15;
export const MESSAGE_MAX_LENGTH = 5000;
/** An application's note to the recruiter: a few lines, the CV says the rest. */
export const APPLICATION_MESSAGE_MAX_LENGTH = 1000;
