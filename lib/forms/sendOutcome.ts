// How a send through EmailJS ended: shared by the forms' entry point (mailer.ts) and the code it loads on first
// send (emailSender.ts), which must not import each other.

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
