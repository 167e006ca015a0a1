'use server';
// The request forms' server actions: validate again with the browser's rules, then store in the CMS (the CMS token
// never reaches the browser). The forms then e-mail the firm from the browser; without JavaScript they post here.
import { getBooks, storeBookOrder, storeContactMessage, storeQuoteRequest } from '@/lib/cms';
import { cartTotal, orderText, type CartItem, type OrderContact } from '@/lib/cart/order';
import { sanitizeCart } from '@/lib/cart/store';
import { readDeliveryKey, readFields, type RequestState } from '@/lib/forms/requestState';
import { phoneDigits } from '@/lib/forms/rules';
import {
  validateContact,
  validateOrder,
  validateQuote,
  type ContactValues,
  type QuoteValues,
} from '@/lib/forms/validators';
import { orderMessages } from '@/lib/forms/orderMessages';
import { handleRequest } from './handleRequest';

const QUOTE_FIELDS = ['nom', 'email', 'phone', 'service', 'message'] as const;
const CONTACT_FIELDS = ['name', 'email', 'indicatif', 'phone', 'subject', 'message'] as const;
const ORDER_FIELDS = ['name', 'phone', 'email'] as const;


export async function sendQuoteRequest(_previous: RequestState<QuoteValues>, data: FormData): Promise<RequestState<QuoteValues>> {
  const fields = readFields(data, QUOTE_FIELDS);
  const values: QuoteValues = { ...fields, phone: phoneDigits(fields.phone) };
  return handleRequest({
    data,
    values,
    email: values.email,
    problem: validateQuote(values),
    store: () =>
      storeQuoteRequest({
        name: values.nom.trim(),
        email: values.email.trim(),
        phone: values.phone,
        service: values.service,
        message: values.message.trim(),
        deliveryKey: readDeliveryKey(data),
      }),
  });
}

export async function sendContactMessage(
  _previous: RequestState<ContactValues>,
  data: FormData,
): Promise<RequestState<ContactValues>> {
  const fields = readFields(data, CONTACT_FIELDS);
  const values: ContactValues = { ...fields, phone: phoneDigits(fields.phone) };
  return handleRequest({
    data,
    values,
    email: values.email,
    problem: validateContact(values),
    store: () =>
      storeContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        dialingCode: values.indicatif,
        phone: values.phone,
        subject: values.subject,
        message: values.message.trim(),
        deliveryKey: readDeliveryKey(data),
      }),
  });
}

/**
 * The cart's lines at the CMS's titles and prices, never the browser's; a problem for the visitor when a book is no
 * longer sold or has no price (never ordered at 0); null when the books cannot be read at all.
 */
async function priceCart(wanted: { bookId: number; quantity: number }[]): Promise<{ lines: CartItem[]; problem: string | null } | null> {
  const books = await getBooks();
  if (!books.ok) return null;
  const lines: CartItem[] = [];
  for (const item of wanted) {
    const book = books.data.find((candidate) => candidate.id === item.bookId);
    if (!book) return { lines, problem: orderMessages.orderBookUnavailable };
    if (book.price === null) return { lines, problem: orderMessages.orderBookWithoutPrice(book.title) };
    lines.push({ bookId: book.id, title: book.title, price: book.price, quantity: item.quantity });
  }
  return { lines, problem: null };
}

/**
 * A book order from the cart: the buyer's contact and the cart's lines (`{ bookId, quantity }`). The answer carries
 * the lines as stored, so that the firm's e-mail and the WhatsApp text say what the CMS recorded.
 */
export async function sendBookOrder(order: unknown): Promise<RequestState<OrderContact>> {
  const input = order && typeof order === 'object' ? (order as Record<string, unknown>) : {};
  const fields = readFields(input.contact, ORDER_FIELDS);
  const contact: OrderContact = { ...fields, phone: phoneDigits(fields.phone) };
  const wanted = sanitizeCart(input.items);
  const contactProblem = validateOrder(contact, wanted.length);
  // Priced only once the contact is right (a CMS read, cached).
  const priced = contactProblem ? null : await priceCart(wanted);
  const problem = contactProblem ?? (priced?.problem ? { field: 'items' as const, message: priced.problem } : null);
  const answer = await handleRequest({
    data: input,
    values: contact,
    email: contact.email,
    problem,
    store: async () => {
      if (!priced) return { ok: false, error: 'unreachable', status: null };
      const buyer = { name: contact.name.trim(), phone: contact.phone, email: contact.email.trim() };
      return storeBookOrder({
        buyer,
        lines: priced.lines.map((line) => ({ title: line.title, unitPrice: line.price, quantity: line.quantity })),
        total: cartTotal(priced.lines),
        summary: orderText(priced.lines, buyer),
        deliveryKey: readDeliveryKey(input),
      });
    },
  });
  return priced && (answer.status === 'stored' || answer.status === 'not-stored') ? { ...answer, lines: priced.lines } : answer;
}
