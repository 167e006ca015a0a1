// Sends a form through EmailJS from the browser. Loaded with the library at the first send (lib/forms/mailer.ts), so
// a form page's first load carries none of this code.
import { send, sendForm } from '@emailjs/browser';
import { emailJsConfig, emailJsOptions, type EmailJsConfig, type EmailTemplate } from './emailjsConfig';
import { failure, type SendOutcome } from './sendOutcome';

/**
 * The throttle stamps the page path before sending, whatever the answer. A visitor whose send failed
 * (network, service refusal) may retry at once; only a real send, or a throttle refusal, keeps the stamp.
 */
function releaseThrottle(outcome: SendOutcome, config: EmailJsConfig) {
  if (outcome.ok || outcome.status === 429 || config.throttleMs === 0) return;
  try {
    window.localStorage.removeItem(window.location.pathname);
  } catch {
    // storage unavailable: nothing was stamped
  }
}

async function settle(sending: () => Promise<unknown>, config: EmailJsConfig): Promise<SendOutcome> {
  let outcome: SendOutcome;
  try {
    await sending();
    outcome = { ok: true };
  } catch (error) {
    outcome = failure(error);
  }
  releaseThrottle(outcome, config);
  return outcome;
}

/**
 * A form holding exactly `values`, one hidden field each: what the e-mail carries is the visitor's fields, never the
 * page form's other inputs (the honeypot, the server action's hidden fields).
 */
function formOf(values: Record<string, string>): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** Posts the values as a form (multipart, /api/v1.0/email/send-form) with the template's ids. */
export function sendFormByEmail(
  template: EmailTemplate,
  values: Record<string, string>,
  config: EmailJsConfig = emailJsConfig,
): Promise<SendOutcome> {
  return settle(() => sendForm(config.serviceId, config.templates[template], formOf(values), emailJsOptions(config)), config);
}

/** Posts template parameters as JSON (/api/v1.0/email/send). */
export function sendParamsByEmail(
  template: EmailTemplate,
  params: Record<string, string>,
  config: EmailJsConfig = emailJsConfig,
): Promise<SendOutcome> {
  return settle(() => send(config.serviceId, config.templates[template], params, emailJsOptions(config)), config);
}
