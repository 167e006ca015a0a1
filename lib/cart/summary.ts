// The book order (cart of the online sales space): total, order text, WhatsApp link. Pure functions.
import { formatPrice } from '@/lib/format';
import { mainPhone, site } from '@/lib/site';

export type CartItem = {
  /** The book's CMS id. */
  bookId: number;
  title: string;
  /** Unit price, CFA. */
  price: number;
  /** BOOK_QUANTITY_MIN to BOOK_QUANTITY_MAX. */
  quantity: number;
};

export type OrderContact = { name: string; phone: string; email: string };

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** The order as plain text: the same text goes by e-mail and into the WhatsApp message. */
export function orderText(items: readonly CartItem[], contact: OrderContact): string {
  const lines = [
    `Bonjour ${site.name}, je souhaite commander :`,
    ...items.map((item) => `- ${item.quantity} × ${item.title} (${formatPrice(item.price)}) = ${formatPrice(item.price * item.quantity)}`),
    `Total : ${formatPrice(cartTotal(items))}`,
  ];
  const name = contact.name.trim();
  const phone = contact.phone.trim();
  const email = contact.email.trim();
  if (name) lines.push(`Nom : ${name}`);
  if (phone) lines.push(`Téléphone : ${phone}`);
  if (email) lines.push(`E-mail : ${email}`);
  return lines.join('\n');
}

/** The firm's WhatsApp number: the main phone's digits (wa.me wants no +, no spaces). */
export const WHATSAPP_NUMBER = mainPhone.href.replace(/\D/g, '');

export function whatsappOrderUrl(text: string): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}
