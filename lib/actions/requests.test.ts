import { getBooks, storeRequest } from '@/lib/cms';
import { contactRequest } from '@/lib/forms/contact';
import { orderMessages } from '@/lib/forms/order';
import { quoteRequest } from '@/lib/forms/quote';
import type { Values } from '@/lib/forms/definition';
import { idleState, type RequestState } from '@/lib/forms/requestState';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { clearFormLimits, setFormLimits } from '@/lib/testing/formLimits';
import { resetFormsLimiterForTests } from './handleRequest';
import { submitOrder, submitContactMessage, submitKeptRequest, submitQuote } from './requests';

jest.mock('@/lib/cms', () => ({ getBooks: jest.fn(), storeRequest: jest.fn() }));

type QuoteValues = Values<keyof typeof quoteRequest.fields>;
type ContactValues = Values<keyof typeof contactRequest.fields>;
// The address each request comes from, as the one trusted proxy (TRUSTED_PROXIES=1) appends it to what the client sent.
let address = '197.239.1.2';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': `6.6.6.6, ${address}` }) }));

const store = jest.mocked(storeRequest);
/** What was stored in `collection`, in the order stored. */
const stored = (collection: string) => store.mock.calls.filter(([path]) => path === collection).map(([, record]) => record);
const books = jest.mocked(getBooks);

const quote: QuoteValues = {
  name: ' Awa Ouédraogo ',
  email: 'awa@exemple.bf ',
  phone: '70 12 34 56',
  service: 'Conception graphique',
  message: ' Un logo. ',
};

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const idleQuote = idleState<QuoteValues>({ name: '', email: '', phone: '', service: '', message: '' });

beforeEach(() => {
  jest.resetAllMocks();
  store.mockResolvedValue({ ok: true, firmNotified: true });
  address = '197.239.1.2';
  setFormLimits(100, 100);
});

afterAll(clearFormLimits);

describe('submitQuote', () => {
  it('stores a valid request, trimmed, the phone reduced to its digits as the browser does', async () => {
    const state = await submitQuote(idleQuote, formData(quote));
    expect(state.status).toBe('stored');
    expect(store).toHaveBeenCalledWith(
      '/devis',
      { nom: 'Awa Ouédraogo', email: 'awa@exemple.bf', phone: '70123456', service: 'Conception graphique', message: 'Un logo.' },
      { deliveryKey: undefined, browserEmail: false, edition: 'fr' },
    );
  });

  it('stores the edition the request came from, so that the firm answers in its language', async () => {
    await submitQuote(idleQuote, formData({ ...quote, edition: 'en' }));
    expect(store).toHaveBeenLastCalledWith('/devis', expect.any(Object), { deliveryKey: undefined, browserEmail: false, edition: 'en' });
    // Anything but an edition is French.
    await submitQuote(idleQuote, formData({ ...quote, edition: 'de' }));
    expect(store).toHaveBeenLastCalledWith('/devis', expect.any(Object), { deliveryKey: undefined, browserEmail: false, edition: 'fr' });
  });

  it("offers the CMS the browser's e-mail only when the form says it sends one, and says whether the CMS e-mails the firm", async () => {
    store.mockResolvedValue({ ok: true, firmNotified: false });
    expect(await submitQuote(idleQuote, formData({ ...quote, courriel_navigateur: '1' }))).toMatchObject({ status: 'stored', firmNotified: false });
    expect(store).toHaveBeenLastCalledWith('/devis', expect.any(Object), { deliveryKey: undefined, browserEmail: true, edition: 'fr' });
    store.mockResolvedValue({ ok: true, firmNotified: true });
    expect(await submitQuote(idleQuote, formData(quote))).toMatchObject({ status: 'stored', firmNotified: true });
    expect(store).toHaveBeenLastCalledWith('/devis', expect.any(Object), { deliveryKey: undefined, browserEmail: false, edition: 'fr' });
  });

  it('answers not-stored, with everything sent, when the CMS could not store it', async () => {
    store.mockResolvedValue({ ok: false, error: 'unreachable', status: null });
    const state = await submitQuote(idleQuote, formData(quote));
    expect(state).toEqual({ status: 'not-stored', values: { ...quote, phone: '70123456' }, field: null, message: '' });
  });

  it.each<[string, Partial<QuoteValues>, keyof QuoteValues, string]>([
    ['no name', { name: '  ' }, 'name', 'Veuillez saisir votre nom.'],
    ['a name past 120 characters', { name: 'A'.repeat(121) }, 'name', 'Veuillez saisir votre nom.'],
    ['a bad address', { email: 'awa@exemple' }, 'email', 'Email Invalide !'],
    ['a phone of 16 digits', { phone: '1'.repeat(16) }, 'phone', 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).'],
    ['a service not in the list', { service: 'Service de livraison' }, 'service', 'Veuillez sélectionner un service.'],
    ['a message past 5,000 characters', { message: 'x'.repeat(5001) }, 'message', 'Veuillez saisir un message.'],
  ])('refuses %s with the browser message, and stores nothing', async (_case, change, field, message) => {
    const state = await submitQuote(idleQuote, formData({ ...quote, ...change }));
    expect(state).toMatchObject({ status: 'invalid', field, message });
    expect(store).not.toHaveBeenCalled();
  });

  it('answers a hand-made call without the form as invalid', async () => {
    const call = submitQuote as unknown as (...args: unknown[]) => Promise<RequestState<QuoteValues>>;
    for (const args of [[], ['<script>'], [idleQuote, { nom: 'Awa' }], [null, null]]) {
      expect((await call(...args)).status).toBe('invalid');
    }
    expect(store).not.toHaveBeenCalled();
  });

  it('ignores a robot that filled the honeypot: nothing stored, answered like a success', async () => {
    const state = await submitQuote(idleQuote, formData({ ...quote, site_web: 'https://spam.example' }));
    expect(state.status).toBe('ignored');
    expect(store).not.toHaveBeenCalled();
  });

  it('accepts FORM_RATE_LIMIT requests per address, then answers the French message', async () => {
    process.env.FORM_RATE_LIMIT = '3';
    resetFormsLimiterForTests();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await submitQuote(idleQuote, formData(quote))).status);
    expect(statuses).toEqual(['stored', 'stored', 'stored', 'limited']);
    const limited = await submitQuote(idleQuote, formData(quote));
    expect(limited).toMatchObject({ status: 'limited', message: REQUEST_RATE_LIMITED, values: { name: quote.name } });
    expect(store).toHaveBeenCalledTimes(3);
    // Another address is not affected; invalid requests are not counted.
    address = '197.239.9.9';
    expect((await submitQuote(idleQuote, formData({ ...quote, email: 'x' }))).status).toBe('invalid');
    expect((await submitQuote(idleQuote, formData(quote))).status).toBe('stored');
  });

  it('accepts FORM_EMAIL_RATE_LIMIT requests per e-mail address, from any address', async () => {
    process.env.FORM_EMAIL_RATE_LIMIT = '2';
    resetFormsLimiterForTests();
    const statuses = [];
    for (const from of ['197.239.0.1', '197.239.0.2', '197.239.0.3']) {
      address = from;
      statuses.push((await submitQuote(idleQuote, formData(quote))).status);
    }
    expect(statuses).toEqual(['stored', 'stored', 'limited']);
    expect((await submitQuote(idleQuote, formData({ ...quote, email: 'autre@exemple.bf' }))).status).toBe('stored');
  });

  it('without a declared proxy, a forged X-Forwarded-For does not escape the limit', async () => {
    process.env.FORM_RATE_LIMIT = '2';
    process.env.TRUSTED_PROXIES = '0';
    resetFormsLimiterForTests();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      address = `10.0.0.${i}`;
      statuses.push((await submitQuote(idleQuote, formData({ ...quote, email: `robot${i}@exemple.bf` }))).status);
    }
    expect(statuses).toEqual(['stored', 'stored', 'limited']);
  });
});

describe('submitContactMessage', () => {
  const contact: ContactValues = {
    name: 'Issa Sawadogo',
    email: 'issa@exemple.bf',
    dialingCode: '+226',
    phone: '70123456',
    service: 'Service de livraison',
    message: 'Bonjour',
  };

  it('stores a valid message with its dialing code', async () => {
    const state = await submitContactMessage(idleState(contact), formData(contact));
    expect(state.status).toBe('stored');
    expect(stored('/contacts')).toEqual([
      { name: 'Issa Sawadogo', email: 'issa@exemple.bf', indicatif: '+226', phone: '70123456', subject: 'Service de livraison', message: 'Bonjour' },
    ]);
  });

  it('refuses an unknown dialing code', async () => {
    const state = await submitContactMessage(idleState(contact), formData({ ...contact, dialingCode: '+1' }));
    expect(state).toMatchObject({ status: 'invalid', field: 'dialingCode', message: 'Veuillez sélectionner un indicatif.' });
    expect(store).not.toHaveBeenCalled();
  });
});

describe('submitOrder', () => {
  const contact = { name: 'Awa', phone: '70123456', email: 'awa@exemple.bf' };
  const book = (id: number, title: string, price: number | null) => ({
    id,
    slug: '',
    title,
    author: '',
    price,
    description: '',
    image: null,
  });

  it('stores the lines at the CMS prices (never the browser’s) and answers with them, for the e-mail and WhatsApp', async () => {
    books.mockResolvedValue({ ok: true, data: [book(1, 'Le marketing digital', 10_000), book(2, 'Vendre en ligne', 7_500)] });
    const state = await submitOrder(null, {
      contact,
      items: [
        { bookId: 1, title: 'Le marketing digital', price: 1, quantity: 2 },
        { bookId: 2, title: 'Titre changé', price: 7_500, quantity: 99 },
      ],
    });
    expect(state.status).toBe('stored');
    const [order] = stored('/commandes') as Record<string, unknown>[];
    expect(order).toMatchObject({ nom: 'Awa', telephone: '70123456', email: 'awa@exemple.bf', total: 95_000 });
    expect(order!.lignes).toEqual([
      { titre: 'Le marketing digital', prix_unitaire: 10_000, quantite: 2 },
      { titre: 'Vendre en ligne', prix_unitaire: 7_500, quantite: 10 },
    ]);
    expect(order!.recapitulatif).toContain('Total : 95');
    expect(state.lines).toEqual([
      { bookId: 1, title: 'Le marketing digital', price: 10_000, quantity: 2 },
      { bookId: 2, title: 'Vendre en ligne', price: 7_500, quantity: 10 },
    ]);
  });

  it('refuses a book without a CMS price or no longer sold, with a French message: never stored at 0', async () => {
    books.mockResolvedValue({ ok: true, data: [book(1, 'Le marketing digital', 10_000), book(2, 'Sans prix', null)] });
    const withoutPrice = await submitOrder(null, { contact, items: [{ bookId: 1, title: 'A', price: 1, quantity: 1 }, { bookId: 2, title: 'B', price: 5, quantity: 1 }] });
    expect(withoutPrice).toMatchObject({ status: 'invalid', field: 'items', message: orderMessages.bookWithoutPrice('Sans prix') });
    const unknown = await submitOrder(null, { contact, items: [{ bookId: 3, title: 'Inconnu', price: 100, quantity: 1 }] });
    expect(unknown).toMatchObject({ status: 'invalid', field: 'items', message: orderMessages.bookUnavailable });
    expect(store).not.toHaveBeenCalled();
  });

  it('answers with the priced lines when the CMS could not store the order (the e-mail then carries it)', async () => {
    books.mockResolvedValue({ ok: true, data: [book(1, 'Le marketing digital', 10_000)] });
    store.mockResolvedValue({ ok: false, error: 'unreachable', status: null });
    const state = await submitOrder(null, { contact, items: [{ bookId: 1, title: 'A', price: 1, quantity: 3 }] });
    expect(state).toMatchObject({ status: 'not-stored', lines: [{ bookId: 1, title: 'Le marketing digital', price: 10_000, quantity: 3 }] });
  });

  it('refuses an empty cart and a bad contact with the cart messages', async () => {
    expect(await submitOrder(null, { contact, items: [] })).toMatchObject({ status: 'invalid', message: orderMessages.emptyCart });
    const noName = await submitOrder(null, { contact: { ...contact, name: '' }, items: [{ bookId: 1, title: 'A', price: 1, quantity: 1 }] });
    expect(noName).toMatchObject({ status: 'invalid', field: 'name' });
    expect(await submitOrder(null, '<script>')).toMatchObject({ status: 'invalid' });
    expect(store).not.toHaveBeenCalled();
  });

  it('answers not-stored when the book list cannot be read', async () => {
    books.mockResolvedValue({ ok: false, error: 'unreachable' });
    const state = await submitOrder(null, { contact, items: [{ bookId: 1, title: 'A', price: 1, quantity: 1 }] });
    expect(state.status).toBe('not-stored');
    expect(state.lines).toBeUndefined();
    expect(store).not.toHaveBeenCalled();
  });
});

describe('submitKeptRequest', () => {
  it('sends a kept request through its kind, as the form sent it, with its delivery key', async () => {
    expect(await submitKeptRequest('quote', { ...quote, cle_envoi: 'cle-12345678' })).toMatchObject({ status: 'stored' });
    expect(store).toHaveBeenLastCalledWith('/devis', expect.objectContaining({ nom: 'Awa Ouédraogo' }), { deliveryKey: 'cle-12345678', browserEmail: false, edition: 'fr' });
  });

  it('reads a request kept, or a form posted, by an earlier build under its former field names', async () => {
    const { name, ...rest } = quote;
    expect(await submitKeptRequest('quote', { ...rest, nom: name })).toMatchObject({ status: 'stored' });
    const contact = { name: 'Issa', email: 'issa@exemple.bf', indicatif: '+223', phone: '70123456', subject: 'Autres', message: 'Bonjour' };
    expect(await submitKeptRequest('contact', contact)).toMatchObject({ status: 'stored' });
    expect(stored('/devis')).toEqual([expect.objectContaining({ nom: 'Awa Ouédraogo' })]);
    expect(stored('/contacts')).toEqual([expect.objectContaining({ indicatif: '+223', subject: 'Autres' })]);
    // A page still open from that build posts its form under those names too.
    expect(await submitQuote(idleQuote, formData({ ...rest, nom: 'Issa Sawadogo' }))).toMatchObject({ status: 'stored' });
    expect(stored('/devis')[1]).toMatchObject({ nom: 'Issa Sawadogo' });
    // A field under its current name wins over its former one.
    expect(await submitKeptRequest('quote', { ...quote, nom: 'Issa' })).toMatchObject({ status: 'stored' });
    expect(stored('/devis')[2]).toMatchObject({ nom: 'Awa Ouédraogo' });
  });

  it('knows no other kind', async () => {
    for (const kind of ['application', 'newsletter', 'toString', '__proto__', null]) expect(await submitKeptRequest(kind, quote)).toBeNull();
    expect(store).not.toHaveBeenCalled();
  });
});
