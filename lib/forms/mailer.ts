// What the forms call to send through EmailJS (spec section 7). The sending code and the library are fetched at the
// first send, not with the page (lib/forms/emailSender.ts): a form page's first load carries none of them (issue 9,
// JavaScript per page). If they cannot be fetched (weak network), the send fails like any network error and the form
// keeps the visitor's input.
import type { EmailJsConfig, EmailTemplate } from './emailjsConfig';
import { failure, type SendOutcome } from './sendOutcome';

export type { SendOutcome };

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
