// The steps of a request form's send in the browser, one function each, composed by useRequestForm for the four
// forms (quote, contact, book order, application): check, store through the server action, e-mail the firm when the
// CMS did not, keep the request on the device when the network is gone. No React here.
import { canQueue, keep } from '@/lib/offline/queue';
import type { FieldError } from './definition';
import { REQUEST_RATE_LIMITED } from './rateLimited';
import { idleState, type RequestState } from './requestState';
import type { SendOutcome } from './sendOutcome';

/**
 * Name of the field a form sent with JavaScript adds (useRequestForm) when its browser will e-mail the firm should the
 * CMS not be able to (EmailJS): the server action then offers it to the CMS (lib/actions/requests.ts). Absent from a post made without
 * JavaScript and from a request kept offline (sent later, when no page may be open to e-mail it).
 */
export const BROWSER_EMAIL_FIELD = 'courriel_navigateur';

/** The server action that stores the request (lib/actions), in useActionState's shape. */
export type RequestAction<V> = (previous: RequestState<V>, data: FormData) => Promise<RequestState<V>>;

/** E-mails the firm from the browser (EmailJS) with what the server answered. */
export type Notify<V> = (values: V, answer: RequestState<V>) => Promise<SendOutcome>;

/**
 * Step 1, after the rules (the definition's firstProblem, run at once so that a message shows without waiting): a check
 * of what only the form's data holds (an attached file). `'broken'`: the check itself failed (a file the browser can
 * no longer read): nothing is sent, the form says it failed.
 */
export function checkData<F extends string>(check: (data: FormData) => Promise<FieldError<F> | null>, data: FormData): Promise<FieldError<F> | null | 'broken'> {
  return check(data).catch(() => 'broken' as const);
}

/**
 * Step 2: the server action. Never throws: past its address's limit the proxy refused the post before reading it
 * (Next's client throws its French text: `limited`); otherwise the site could not be reached (`unreachable`: fetch
 * failed, the network dropped) or answered no action (a server error): `not-stored`, the e-mail may still go.
 */
export function storeOnServer<V>(
  store: RequestAction<V>,
  values: V,
  data: FormData,
  /** What the form says past the limit, in the page's edition. */
  limitedText: string = REQUEST_RATE_LIMITED,
): Promise<{ answer: RequestState<V>; unreachable: boolean }> {
  const sent = idleState(values);
  return store(sent, data).then(
    (answer) => ({ answer, unreachable: false }),
    (error: unknown) => ({
      answer:
        error instanceof Error && error.message === REQUEST_RATE_LIMITED
          ? { ...sent, status: 'limited', message: limitedText }
          : { ...sent, status: 'not-stored' },
      unreachable: error instanceof TypeError,
    }),
  );
}

/**
 * Step 3: the firm's e-mail from the browser, only when the CMS does not send it: it did not store the request, or
 * stored it and left that e-mail to the browser (`firmNotified: false`). The firm hears of each request once. Not tried
 * `offline` (the site was unreachable and the browser says it is offline). null when not sent.
 */
export function emailFirmIfNeeded<V>(notify: Notify<V> | undefined, values: V, answer: RequestState<V>, offline: boolean): Promise<SendOutcome> | null {
  return notify && !offline && (answer.status === 'not-stored' || (answer.status === 'stored' && answer.firmNotified === false))
    ? notify(values, answer)
    : null;
}

/**
 * Whether the request must wait on the device: it did not reach the firm and the network is gone (not the site
 * alone): the site was unreachable and the e-mail service could not be reached either, or was not tried.
 */
export function networkGone(delivered: boolean, unreachable: boolean, mailed: SendOutcome | null): boolean {
  return !delivered && unreachable && (!mailed || (!mailed.ok && mailed.status === 0));
}

/** A form's text fields as a plain object: what a kept quote or contact message sends again. */
export function keptFields(data: FormData): Record<string, string> {
  return Object.fromEntries([...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Step 4: keeps the request on the device, sent when the connection returns; false when it cannot be kept. */
export function keepOnDevice(request: Parameters<typeof keep>[0]): Promise<boolean> {
  return canQueue()
    ? keep(request).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
}
