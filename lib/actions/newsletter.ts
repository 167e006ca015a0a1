'use server';
import { subscribe } from '@/lib/cms';
import { honeypotOf, withinLimits } from './handleRequest';
import { messages } from '@/lib/messages';
import { isValidEmail } from '@/lib/validation';

export type NewsletterState = {
  status: 'idle' | 'success' | 'invalid' | 'error';
  message: string;
  /** What the visitor typed, given back on failure so nothing is lost (also without JavaScript). */
  email: string;
};

/** Validates again on the server, then, past the honeypot and the forms' limits, stores the subscription in the CMS. */
export async function subscribeToNewsletter(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  // Reachable by anyone with any arguments: anything but the form's data is an invalid address.
  const raw = formData instanceof FormData ? formData.get('email') : null;
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (!isValidEmail(email)) {
    return { status: 'invalid', message: messages.newsletterInvalidEmail, email: email.slice(0, 320) };
  }
  // A robot that filled the honeypot is answered like a person, and nothing is stored.
  if (honeypotOf(formData).trim() !== '') return { status: 'success', message: messages.newsletterSuccess, email: '' };
  if (!(await withinLimits(email))) return { status: 'error', message: messages.requestRateLimited, email };
  // The form has no name field; the local part gives editors something readable in the subscriber list.
  const name = email.split('@')[0] ?? '';
  const result = await subscribe({ name, email });
  // An address already subscribed is a success for the visitor: nothing is stored twice.
  if (result.ok || result.error === 'duplicate') {
    return { status: 'success', message: messages.newsletterSuccess, email: '' };
  }
  return { status: 'error', message: messages.newsletterFailure, email };
}
