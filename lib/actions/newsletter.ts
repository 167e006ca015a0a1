'use server';
import { subscribe } from '@/lib/cms';
import { newsletterRequest, subscriberRecord } from '@/lib/forms/newsletter';
import { firstProblem, readValues } from '@/lib/forms/definition';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email';
import { newsletterMessages } from '@/lib/forms/editionTexts';
import { readEdition } from '@/lib/forms/requestState';
import { honeypotOf, withinLimits } from './handleRequest';

export type NewsletterState = {
  status: 'idle' | 'success' | 'invalid' | 'error';
  message: string;
  /** What the visitor typed, given back on failure so nothing is lost (also without JavaScript). */
  email: string;
};

/**
 * Validates again on the server, then, past the honeypot and the forms' limits, stores the subscription in the CMS.
 * Answers in the edition the form names (its `edition` field), French by default.
 */
export async function subscribeToNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  // Reachable by anyone with any arguments: anything but the form's data is an invalid address.
  const data = formData instanceof FormData ? formData : null;
  const email = readValues(newsletterRequest, data).email.trim();
  const edition = readEdition(data);
  const messages = newsletterMessages(edition);
  const problem = firstProblem(newsletterRequest, { email });
  if (problem) return { status: 'invalid', message: messages.invalid, email: email.slice(0, EMAIL_MAX_LENGTH) };
  // A robot that filled the honeypot is answered like a person, and nothing is stored.
  if (honeypotOf(formData).trim() !== '') return { status: 'success', message: messages.sent, email: '' };
  if (!(await withinLimits(email))) return { status: 'error', message: messages.limited, email };
  const result = await subscribe(newsletterRequest.endpoint, subscriberRecord(email), { edition });
  // An address already subscribed is a success for the visitor: nothing is stored twice.
  if (result.ok || result.error === 'duplicate') return { status: 'success', message: messages.sent, email: '' };
  return { status: 'error', message: messages.failed, email };
}
