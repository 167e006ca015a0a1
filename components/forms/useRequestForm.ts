import { useActionState, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { afterNextPaint } from '@/components/ui/afterNextPaint';
import { sendFormByEmail } from '@/lib/forms/mailer';
import { emailParams, firstProblem, initialValues, type FieldError, type RequestDefinition, type Values } from '@/lib/forms/definition';
import { DELIVERY_KEY_FIELD, idleState, isAccepted, noticeOf, type RequestState } from '@/lib/forms/requestState';
import {
  BROWSER_EMAIL_FIELD,
  checkData,
  emailFirmIfNeeded,
  keepOnDevice,
  keptFields,
  networkGone,
  storeOnServer,
  type Notify,
  type RequestAction,
} from '@/lib/forms/submitSteps';
import { newDeliveryKey } from '@/lib/offline/queue';
import { QUEUE_SENT_EVENT } from '@/lib/offline/waiting';

/** `queued`: the network is gone; the request is kept on the device and sent when the connection returns. */
export type SendStatus = 'idle' | 'sending' | 'success' | 'queued' | 'error';

export type { RequestAction };

type Options<N extends string, F extends string> = {
  /** The kind of request (lib/forms/<kind>.ts): its fields, rules, e-mail and offline queue. */
  request: RequestDefinition<N>;
  /** Values shown first in place of the definition's (a quote prefilled from the page's address). */
  prefill?: Partial<Values<N>>;
  /** The rules when the form checks more than its fields (a book order's cart); the definition's by default. */
  validate?: (values: Values<N>) => FieldError<F> | null;
  /** A check of what only the form's data holds (an attached file), after the rules. */
  check?: (data: FormData) => Promise<FieldError<F> | null>;
  /** Stores the request on the server. Also the form's action, so that it is sent without JavaScript too. */
  store: RequestAction<Values<N>>;
  /**
   * E-mails the firm from the browser when the CMS does not (it could not store the request, or none of its processes
   * can send), with what the server answered. By default the definition's e-mail template with its fields; none when
   * the definition has no template (an application: the CMS alone tells the firm).
   */
  notify?: Notify<Values<N>>;
  /** Called with the values sent and the server's answer, once the request reached the firm. */
  onSuccess?: (values: Values<N>, answer: RequestState<Values<N>>) => void;
  /** id of a field's control: `${idPrefix}-${field}`. */
  idPrefix: string;
  /**
   * What a request kept on the device sends later when the definition lets it wait offline (by default the form's
   * text fields, delivery key included).
   */
  queuePayload?: (values: Values<N>, data: FormData) => Record<string, unknown>;
};

type View<V, F extends string> = {
  values: V;
  fieldError: FieldError<F> | null;
  status: SendStatus;
  notice: string | null;
  /** The delivery key of the request this form kept (status `queued`). */
  keptKey?: string;
};

/** What the page shows for an answer of the server alone (a form posted without JavaScript). */
function viewOf<V, F extends string>(state: RequestState<V>, initial: V, empty: V): View<V, F> {
  if (state.status === 'idle') return { values: initial, fieldError: null, status: 'idle', notice: null };
  if (isAccepted(state.status)) return { values: empty, fieldError: null, status: 'success', notice: null };
  const fieldError = state.status === 'invalid' && state.field ? ({ field: state.field as F, message: state.message } as FieldError<F>) : null;
  return {
    values: state.values,
    fieldError,
    status: fieldError ? 'idle' : 'error',
    notice: noticeOf(state),
  };
}

/**
 * State of the four request forms (quote, contact, book order, application), composing the steps of
 * lib/forms/submitSteps.ts: a valid request is stored in the CMS, which e-mails the firm; the browser e-mails it only
 * when the CMS could not store it or send (success when either got it); with the network gone it waits on the device;
 * otherwise everything typed is kept. Without JavaScript the form posts to the same server action.
 */
export function useRequestForm<N extends string, F extends string = N>({
  request,
  prefill,
  validate = (values) => firstProblem(request, values) as FieldError<F> | null,
  check,
  store,
  notify = request.emailTemplate ? (values) => sendFormByEmail(request.emailTemplate!, emailParams(request, values)) : undefined,
  onSuccess,
  idPrefix,
  queuePayload,
}: Options<N, F>) {
  type V = Values<N>;
  // Made once: the reset values, and the first (a new object each render would re-run the handlers' memo).
  const [{ empty, initial }] = useState(() => {
    const empty = initialValues(request);
    return { empty, initial: { ...empty, ...prefill } as V };
  });
  const queue = request.queued;
  const [serverState, formAction] = useActionState(store, idleState(initial));
  const [view, setView] = useState<View<V, F>>(() => viewOf<V, F>(serverState, initial, empty));
  const sending = useRef(false);
  const { values, fieldError, status, notice } = view;

  const setField = useCallback((field: keyof V & string, value: string) => {
    setView((previous) => ({
      ...previous,
      values: { ...previous.values, [field]: value },
      // Editing the field in error clears its message.
      fieldError: previous.fieldError && (previous.fieldError.field as string) === field ? null : previous.fieldError,
    }));
  }, []);

  const controlId = useCallback((field: string) => `${idPrefix}-${field}`, [idPrefix]);

  // Once this form's kept request is sent (the layout says so), "kept on this device" no longer holds.
  const { keptKey } = view;
  useEffect(() => {
    if (status !== 'queued' || !keptKey) return;
    const sent = (event: Event) => {
      if (!(event as CustomEvent<string[]>).detail?.includes(keptKey)) return;
      setView((previous) => (previous.keptKey === keptKey ? { ...previous, status: 'idle', keptKey: undefined } : previous));
    };
    window.addEventListener(QUEUE_SENT_EVENT, sent);
    return () => window.removeEventListener(QUEUE_SENT_EVENT, sent);
  }, [status, keptKey]);

  function showFieldError(problem: FieldError<F>) {
    setView((previous) => ({ ...previous, fieldError: problem, status: 'idle', notice: null }));
    // Focused once the message is painted: the focus restyles the field and scrolls the page to it, work that held
    // the message back on a slow phone (issue 48).
    afterNextPaint(() => document.getElementById(controlId(problem.field))?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    // The form's own data: the fields and the honeypot, as a post without JavaScript would send them.
    const data = new FormData(event.currentTarget);
    sending.current = true;
    const done = (next: View<V, F> | ((previous: View<V, F>) => View<V, F>)) => {
      sending.current = false;
      setView(next);
    };
    const refused = (problem: FieldError<F>) => {
      sending.current = false;
      showFieldError(problem);
    };
    // The rules at once (a message shows without waiting), then the check of the data, if any.
    const problem = validate(values) ?? (check && (await checkData(check, data)));
    // A check that fails (a file the browser can no longer read) must not leave the form locked.
    if (problem === 'broken') return done((previous) => ({ ...previous, status: 'error', notice: null }));
    if (problem) return refused(problem);
    setView((previous) => ({ ...previous, fieldError: null, status: 'sending', notice: null }));
    // One key per request, kept if the request is: the CMS stores it once however many times it is sent.
    if (queue) data.set(DELIVERY_KEY_FIELD, newDeliveryKey());
    // The CMS may leave the firm's e-mail to this browser only if it has one to send.
    if (notify) data.set(BROWSER_EMAIL_FIELD, '1');
    const { answer, unreachable } = await storeOnServer(store, values, data, request.limited);
    const mailed = await emailFirmIfNeeded(notify, values, answer, unreachable && !navigator.onLine);
    const delivered = isAccepted(answer.status) || Boolean(mailed?.ok);
    if (queue && networkGone(delivered, unreachable, mailed)) {
      const key = String(data.get(DELIVERY_KEY_FIELD));
      data.delete(BROWSER_EMAIL_FIELD);
      const payload = queuePayload ? queuePayload(values, data) : keptFields(data);
      if (await keepOnDevice({ key, kind: queue.kind, payload, sentText: queue.sent })) {
        onSuccess?.(values, answer);
        return done({ values: empty, fieldError: null, status: 'queued', notice: null, keptKey: key });
      }
    }
    if (answer.status === 'invalid' && answer.field) return refused({ field: answer.field as F, message: answer.message } as FieldError<F>);
    if (delivered) onSuccess?.(values, answer);
    done(delivered ? { values: empty, fieldError: null, status: 'success', notice: null } : { values, fieldError: null, status: 'error', notice: noticeOf(answer) });
  }

  const clearError = useCallback((field: F) => {
    setView((previous) => (previous.fieldError?.field === field ? { ...previous, fieldError: null } : previous));
  }, []);

  // One change handler per field for the form's life: with it, a memoised control whose value and message did not
  // change is not drawn again when another field changes (issue 48: each letter re-rendered the whole form).
  const handlers = useMemo(
    () => Object.fromEntries(Object.keys(empty).map((name) => [name, (value: string) => setField(name as N, value)])),
    [empty, setField],
  );

  /** The message of a field in error, or null. */
  const errorFor = (name: F | N) => (fieldError?.field === name ? fieldError.message : null);

  /** What a field control needs: its id, name, value, change handler and message (spread it on the control). */
  const field = (name: N) => ({
    id: controlId(name),
    name,
    value: values[name],
    onValue: handlers[name] ?? ((value: string) => setField(name, value)),
    error: errorFor(name),
  });

  return {
    values,
    setField,
    field,
    errorFor,
    /** Clears a field's message when its control has no value of its own here (a file input). */
    clearError,
    /**
     * The page shows the server's refusal of a post made without JavaScript: typed values come back, chosen files
     * cannot (browsers do not let a page fill a file input).
     */
    refusedPost: serverState.status !== 'idle' && !isAccepted(serverState.status),
    status,
    /** A message of the server to show in place of the form's error text (the rate limit's). */
    notice,
    dismiss: () => setView((previous) => ({ ...previous, status: 'idle', notice: null })),
    controlId,
    /** The form's `action`: the server action, for a post made before or without JavaScript. */
    formAction,
    onSubmit,
  };
}
