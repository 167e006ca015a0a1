// For the actions' tests: the forms' limits as the environment sets them (behind one trusted proxy), made again from it
// for the next request.
import { resetSharedRequestLimitsForTests } from '@/lib/http/rateLimit';

/** `perAddress` requests per address and `perEmail` per e-mail address in ten minutes. */
export function setFormLimits(perAddress: number, perEmail: number) {
  process.env.TRUSTED_PROXIES = '1';
  process.env.FORM_RATE_LIMIT = String(perAddress);
  process.env.FORM_EMAIL_RATE_LIMIT = String(perEmail);
  resetSharedRequestLimitsForTests();
}

export function clearFormLimits() {
  for (const name of ['TRUSTED_PROXIES', 'FORM_RATE_LIMIT', 'FORM_EMAIL_RATE_LIMIT']) delete process.env[name];
}
