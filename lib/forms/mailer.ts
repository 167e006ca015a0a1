// What the forms call to send through EmailJS. The library and emailSender.ts load at the first send, not with the
// page; if they cannot (weak network), the send fails like any network error and the form keeps the visitor's input.
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
  template: EmailTemplate,
  values: Record<string, string>,
  config?: EmailJsConfig,
): Promise<SendOutcome> {
  return withSender((sender) => sender.sendFormByEmail(template, values, config));
}

/** Posts template parameters as JSON (/api/v1.0/email/send). */
export function sendParamsByEmail(template: EmailTemplate, params: Record<string, string>, config?: EmailJsConfig): Promise<SendOutcome> {
  return withSender((sender) => sender.sendParamsByEmail(template, params, config));
}
