// One definition per kind of request (quote, contact, book order, job application, newsletter: lib/forms/<kind>.ts):
// its fields in the order the visitor meets them, each with its rule and French message, and the name it has in the
// CMS record and in the firm's e-mail. The form, the server action, the offline queue and the CMS writer derive from
// it: adding a field is one line there, the CMS schema and the form's layout (docs/recipes.md).
import type { EmailTemplate } from './emailjsConfig';
import { readFields } from './requestState';
import type { FieldRule } from './rules';

/**
 * The kinds of visitors' request, named as in the code (the CMS endpoint of each is its definition's `endpoint`;
 * docs/architecture.md's glossary gives both names).
 */
export type RequestKind = 'quote' | 'contact' | 'order' | 'application';

/** The kinds of request a visitor's device may keep offline and send later (lib/offline/queue.ts, submitKeptRequest). */
export type QueuedKind = Exclude<RequestKind, 'application'>;

export type FieldDefinition = FieldRule & {
  /** Shown before the visitor types ('' when absent). */
  initial?: string;
  /** The CMS attribute the field is stored in (trimmed), when it is not the field's own name. */
  cms?: string;
  /**
   * The parameter of the EmailJS template the field is sent as, when it is not its CMS attribute's name. Only a kind
   * with an `emailTemplate` sends an e-mail.
   */
  email?: string;
};

export type RequestDefinition<F extends string = string> = {
  fields: Record<F, FieldDefinition>;
  /** The CMS's REST path the request is written to (a collection's, or the application's deposit route). */
  endpoint: string;
  /** The EmailJS template the form's own e-mail uses; the form sends none when absent. */
  emailTemplate?: EmailTemplate;
  /** What the form says once the request reached the firm, and when it could not (when the kind has one text). */
  sent?: string;
  failed?: string;
  /**
   * A request the device keeps while offline and sends later (lib/offline/queue.ts): its kind (the server action that
   * takes it, lib/actions/requests.ts) and what the visitor is told once it is sent. Never kept when absent.
   */
  queued?: { kind: QueuedKind; sent: string };
  /** What the form says past the sender's limit (lib/forms/rateLimited.ts's French text when absent). */
  limited?: string;
};

/**
 * A definition's words in another edition: each field's message, and what the form says once sent, when not, once a
 * request kept offline is sent, and past the limit. Given by the server (lib/forms/editionTexts.ts) to the form, as
 * props, and to the server action; the definitions themselves keep the French ones.
 */
export type RequestMessages<F extends string = string> = {
  fields: Record<F, string>;
  sent?: string;
  failed?: string;
  queuedSent?: string;
  limited?: string;
};

/** `definition` with `messages` in place of its French ones (a new object: the French definition is left as it is). */
export function withMessages<F extends string, D extends RequestDefinition<F>>(definition: D, messages: RequestMessages<F>): D {
  const fields = Object.fromEntries(
    Object.entries<FieldDefinition>(definition.fields).map(([name, field]) => [name, { ...field, message: messages.fields[name as F] ?? field.message }]),
  ) as D['fields'];
  return {
    ...definition,
    fields,
    sent: messages.sent ?? definition.sent,
    failed: messages.failed ?? definition.failed,
    limited: messages.limited ?? definition.limited,
    ...(definition.queued ? { queued: { ...definition.queued, sent: messages.queuedSent ?? definition.queued.sent } } : {}),
  };
}

export type FieldError<F extends string> = { field: F; message: string };

/** A request's text fields, by name. */
export type Values<F extends string> = Record<F, string>;

function names<F extends string>(definition: RequestDefinition<F>): F[] {
  return Object.keys(definition.fields) as F[];
}

export function initialValues<F extends string>(definition: RequestDefinition<F>): Values<F> {
  return Object.fromEntries(names(definition).map((name) => [name, definition.fields[name].initial ?? ''])) as Values<F>;
}

/** The fields as the rules read them from what a form sent (FormData, or the object a kept request holds). */
export function readValues<F extends string>(definition: RequestDefinition<F>, data: unknown): Values<F> {
  const sent = readFields(data, names(definition));
  return Object.fromEntries(
    names(definition).map((name) => {
      const { read } = definition.fields[name];
      return [name, read ? read(sent[name]) : sent[name]];
    }),
  ) as Values<F>;
}

/** The first field that breaks its rule, in the order the visitor meets them, with its message; null when none. */
export function firstProblem<F extends string>(definition: RequestDefinition<F>, values: Values<F>): FieldError<F> | null {
  const failed = names(definition).find((name) => !definition.fields[name].valid(values[name]));
  return failed ? { field: failed, message: definition.fields[failed].message } : null;
}

/** The CMS record's attributes of the fields (trimmed). */
export function cmsRecord<F extends string>(definition: RequestDefinition<F>, values: Values<F>): Record<string, string> {
  return renamed(definition, values, (field, name) => field.cms ?? name);
}

/** The e-mail template's parameters of the fields (trimmed). */
export function emailParams<F extends string>(definition: RequestDefinition<F>, values: Values<F>): Record<string, string> {
  return renamed(definition, values, (field, name) => field.email ?? field.cms ?? name);
}

function renamed<F extends string>(
  definition: RequestDefinition<F>,
  values: Values<F>,
  keyOf: (field: FieldDefinition, name: F) => string,
): Record<string, string> {
  return Object.fromEntries(names(definition).map((name) => [keyOf(definition.fields[name], name), values[name].trim()]));
}
