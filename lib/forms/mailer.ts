// What the forms call to send through EmailJS (spec section 7). The sending code and the library are fetched at the
// first send, not with the page (lib/forms/emailSender.ts): a form page's first load carries none of them (issue 9,
// JavaScript per page). If they cannot be fetched (weak network), the send fails like any network error and the form
// keeps the visitor's input.
import type { EmailJsConfig, EmailTemplate } from './emailjsConfig';

/**
 * ok, or why the send failed: the service's status (451 headless browser, 403 blocklist, 429 throttle,
 * others), 0 for a network error.
 */
export type SendOutcome = { ok: true } | { ok: false; status: number; text: string };

/** The outcome of a failed send: the service's status, or 0 when the network failed (EmailJS's own convention). */
export function failure(error: unknown): SendOutcome {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : '';
    return { ok: false, status: error.status, text };
  }
  // fetch rejects (offline, DNS, aborted): EmailJS's "network error with status 0".
  return { ok: false, status: 0, text: error instanceof Error ? error.message : 'Network Error' };
}

async function withSender(send: (sender: typeof import('./emailSender')) => Promise<SendOutcome>): Promise<SendOutcome> {
  let sender: typeof import('./emailSender');
  try {
    sender = await import('./emailSender');
  } catch (error) {
    return failure(error);
  }
  return send(sender);
}

/** Posts the values as a form (multipart, /api/v1.0/email/send-form) with the template's ids. */
export function sendFormByEmail(
  template: Exclude<EmailTemplate, 'order'>,
  values: Record<string, string>,
  config?: EmailJsConfig,
): Promise<SendOutcome> {
  return withSender((sender) => sender.sendFormByEmail(template, values, config));
}

/** Posts template parameters as JSON (/api/v1.0/email/send). */
export function sendParamsByEmail(template: EmailTemplate, params: Record<string, string>, config?: EmailJsConfig): Promise<SendOutcome> {
  return withSender((sender) => sender.sendParamsByEmail(template, params, config));
}
