import { orderEmailParams } from '@/lib/forms/order';
import { cartCount, cartTotal, orderText, WHATSAPP_NUMBER, whatsappOrderUrl, type CartItem } from './summary';

const items: CartItem[] = [
  { bookId: 1, title: 'Vendre plus, vendre mieux', price: 6000, quantity: 2 },
  { bookId: 4, title: 'Mobile money : la révolution silencieuse', price: 8500, quantity: 1 },
];
const contact = { name: ' Awa Ouédraogo ', phone: '70123456', email: 'awa@exemple.bf' };
const nbsp = '\u00a0';

describe('cart totals', () => {
  it('counts books and adds up line totals in CFA', () => {
    expect(cartCount(items)).toBe(3);
    expect(cartTotal(items)).toBe(20500);
    expect(cartTotal([])).toBe(0);
  });
});

describe('order text', () => {
  it('lists the books, quantities, total and contact', () => {
    expect(orderText(items, contact).split('\n')).toEqual([
      'Bonjour ADIVE, je souhaite commander :',
      `- 2 × Vendre plus, vendre mieux (6${nbsp}000${nbsp}CFA) = 12${nbsp}000${nbsp}CFA`,
      `- 1 × Mobile money : la révolution silencieuse (8${nbsp}500${nbsp}CFA) = 8${nbsp}500${nbsp}CFA`,
      `Total : 20${nbsp}500${nbsp}CFA`,
      'Nom : Awa Ouédraogo',
      'Téléphone : 70123456',
      'E-mail : awa@exemple.bf',
    ]);
  });
  it('leaves out contact lines not filled in yet', () => {
    expect(orderText(items, { name: '', phone: '', email: '' })).not.toMatch(/Nom|Téléphone|E-mail/);
  });
  it('puts the same text in the WhatsApp link, to the firm’s number', () => {
    expect(WHATSAPP_NUMBER).toBe('22669090937');
    const url = new URL(whatsappOrderUrl(orderText(items, contact)));
    expect(url.origin + url.pathname).toBe('https://wa.me/22669090937');
    expect(url.searchParams.get('text')).toBe(orderText(items, contact));
  });
  it('gives the e-mail service the books, total, contact and the same text', () => {
    expect(orderEmailParams(items, contact)).toEqual({
      name: 'Awa Ouédraogo',
      phone: '70123456',
      email: 'awa@exemple.bf',
      books: '2 × Vendre plus, vendre mieux\n1 × Mobile money : la révolution silencieuse',
      total: `20${nbsp}500${nbsp}CFA`,
      message: orderText(items, contact),
    });
  });
});

