'use server';
// The request forms' server actions: read and check the fields again with the browser's rules (the kind's
// definition, lib/forms/<kind>.ts), then store in the CMS (the CMS token never reaches the browser). The CMS e-mails
// the firm; a form's browser does only when the CMS could not store the request or could not send (its answer says
// so). Without JavaScript the forms post here. Each answers in the edition the form names (its `edition` field,
// lib/forms/requestState.ts), French by default.
import { getBooks, storeRequest } from '@/lib/cms';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import type { CartItem } from '@/lib/cart/summary';
import { sanitizeCart } from '@/lib/cart/store';
import { contactRequest } from '@/lib/forms/contact';
import { orderLinesRecord, orderProblem, orderRequest, type OrderValues } from '@/lib/forms/order';
import { quoteRequest } from '@/lib/forms/quote';
import {
  cmsRecord,
  firstProblem,
  readValues,
  withMessages,
  type QueuedKind,
  type RequestDefinition,
  type RequestMessages,
  type Values,
} from '@/lib/forms/definition';
import { contactMessages, orderMessagesIn, quoteMessages } from '@/lib/forms/editionTexts';
import { idleState, readDeliveryKey, readEdition, readFields, type RequestState } from '@/lib/forms/requestState';
import { BROWSER_EMAIL_FIELD } from '@/lib/forms/submitSteps';
import { handleRequest } from './handleRequest';

/**
 * What the form's data says of its storing: its delivery key (a kind kept offline), and whether its browser e-mails the
 * firm should the CMS not be able to (a form sent with JavaScript whose kind has an e-mail template).
 */
function storeOptions(data: unknown) {
  return {
    deliveryKey: readDeliveryKey(data),
    browserEmail: readFields(data, [BROWSER_EMAIL_FIELD])[BROWSER_EMAIL_FIELD] === '1',
    // The edition the request came from: the firm answers in its language (« À traiter en anglais »).
    edition: readEdition(data),
  };
}

/**
 * The names an earlier build sent fields under, before each field had one spelling (now: its definition's): a request
 * kept offline before that deploy, or posted by a page still open from it, is still read. Here rather than in the
 * definitions, which the forms' scripts carry.
 */
const FORMER_NAMES = new Map<RequestDefinition, Record<string, string>>([
  [quoteRequest, { nom: 'name' }],
  [contactRequest, { indicatif: 'dialingCode', subject: 'service' }],
]);

/** What was sent, its fields under their current names (a field sent under its current name wins). */
function underCurrentNames<F extends string>(definition: RequestDefinition<F>, data: unknown): unknown {
  const renames = FORMER_NAMES.get(definition);
  if (!renames) return data;
  const fields: Record<string, string> = readFields(data, [...Object.keys(definition.fields), ...Object.keys(renames)]);
  for (const [former, current] of Object.entries(renames)) if (fields[current] === '') fields[current] = fields[former]!;
  return fields;
}

/**
 * A request whose CMS record is its fields alone: read, checked (with the messages of the edition it names), stored
 * in its collection.
 */
function receive<F extends string>(
  definition: RequestDefinition<F>,
  messagesIn: (edition: ReturnType<typeof readEdition>) => RequestMessages<F>,
  data: unknown,
): Promise<RequestState<Values<F>>> {
  const values = readValues(definition, underCurrentNames(definition, data));
  const messages = messagesIn(readEdition(data));
  return handleRequest({
    data,
    values,
    email: (values as Partial<Record<string, string>>).email ?? '',
    problem: firstProblem(withMessages(definition, messages), values),
    limited: messages.limited,
    store: () => storeRequest(definition.endpoint, cmsRecord(definition, values), storeOptions(data)),
  });
}

/** `data`: the form's FormData, or the object of a request kept offline (its text fields). */
export async function submitQuote(_previous: unknown, data: unknown) {
  return receive(quoteRequest, quoteMessages, data);
}

export async function submitContactMessage(_previous: unknown, data: unknown) {
  return receive(contactRequest, contactMessages, data);
}

/**
 * The cart's lines at the CMS's titles and prices, never the browser's; a problem for the visitor when a book is no
 * longer sold or has no price (never ordered at 0); null when the books cannot be read at all.
 */
async function priceCart(
  wanted: { bookId: number; quantity: number }[],
  messages: ReturnType<typeof orderMessagesIn>,
  edition: Edition,
): Promise<{ lines: CartItem[]; problem: string | null } | null> {
  // The edition's books and the French ones: a cart filled on one edition's page may be sent from another's.
  const [french, own] = await Promise.all([getBooks(), edition === DEFAULT_EDITION ? null : getBooks(edition)]);
  if (!french.ok || (own && !own.ok)) return null;
  const books = { data: [...(own?.ok ? own.data : []), ...french.data] };
  const lines: CartItem[] = [];
  for (const item of wanted) {
    const book = books.data.find((candidate) => candidate.id === item.bookId);
    if (!book) return { lines, problem: messages.bookUnavailable };
    if (book.price === null) return { lines, problem: messages.bookWithoutPrice(book.title) };
    lines.push({ bookId: book.id, title: book.title, price: book.price, quantity: item.quantity });
  }
  return { lines, problem: null };
}

/**
 * A book order from the cart: `{ contact, items }`, the buyer's fields and the cart's lines (`{ bookId, quantity }`).
 * The answer carries the lines as stored, so that the firm's e-mail and the WhatsApp text say what the CMS recorded.
 */
export async function submitOrder(_previous: unknown, order: unknown): Promise<RequestState<OrderValues>> {
  const input = order && typeof order === 'object' ? (order as Record<string, unknown>) : {};
  const contact = readValues(orderRequest, input.contact);
  const wanted = sanitizeCart(input.items);
  const edition = readEdition(input);
  const messages = orderMessagesIn(edition);
  const contactProblem = orderProblem(contact, wanted.length, withMessages(orderRequest, messages.request), messages.emptyCart);
  // Priced only once the contact is right (a CMS read, cached).
  const priced = contactProblem ? null : await priceCart(wanted, messages, edition);
  const problem = contactProblem ?? (priced?.problem ? { field: 'items' as const, message: priced.problem } : null);
  const answer = await handleRequest({
    data: input,
    values: contact,
    email: contact.email,
    problem,
    limited: messages.request.limited,
    store: async () => {
      if (!priced) return { ok: false, error: 'unreachable', status: null };
      const record = { ...cmsRecord(orderRequest, contact), ...orderLinesRecord(priced.lines, contact) };
      return storeRequest(orderRequest.endpoint, record, storeOptions(input));
    },
  });
  return priced && (answer.status === 'stored' || answer.status === 'not-stored') ? { ...answer, lines: priced.lines } : answer;
}

/** The kinds of request a visitor's device may keep offline and send later (lib/offline/queue.ts), by their action. */
const KEPT = { quote: submitQuote, contact: submitContactMessage, order: submitOrder } satisfies Record<QueuedKind, unknown>;

/**
 * Sends a request kept offline, as its form would have (delivery key included): by the pages when the connection
 * returns, and by the route the service worker posts to (app/api/envois). null when `kind` is no such kind.
 */
export async function submitKeptRequest(kind: unknown, payload: unknown): Promise<RequestState<unknown> | null> {
  if (typeof kind !== 'string' || !Object.hasOwn(KEPT, kind)) return null;
  return KEPT[kind as QueuedKind](idleState({}), payload);
}
