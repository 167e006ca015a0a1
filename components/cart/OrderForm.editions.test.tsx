/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { BookCard } from '@/components/books/BookCard';
import type { Book } from '@/lib/cms';
import { FRENCH_BOOK_ACTION_TEXTS, FRENCH_CART_TEXTS } from '@/lib/cart/texts';
import { bookActionTexts, cartTexts } from '@/lib/forms/editionTexts';
import { OrderForm } from './OrderForm';

const submitOrder = jest.fn();
jest.mock('@/lib/actions/requests', () => ({ submitOrder: (...args: unknown[]) => submitOrder(...args) }));

const items = [{ bookId: 1, title: 'Vendre plus', price: 6000, quantity: 2 }];
const book: Book = { id: 1, slug: 'vendre', title: 'Vendre plus', author: 'F. Sawadogo', price: null, description: 'Techniques de vente.', image: null };

describe('the cart and the book order in the editions', () => {
  it('gives a French page the words the cart says by default', () => {
    expect(cartTexts('fr')).toEqual(FRENCH_CART_TEXTS);
    expect(bookActionTexts('fr')).toEqual(FRENCH_BOOK_ACTION_TEXTS);
  });

  it('checks the buyer in the edition and sends it', () => {
    const { container } = render(<OrderForm items={items} onOrdered={() => {}} texts={cartTexts('en').order} edition="en" />);
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(container.querySelector('input[name="edition"]')).toHaveAttribute('value', 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Send the order' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Order on WhatsApp/ })).toBeInTheDocument();
    expect(submitOrder).not.toHaveBeenCalled();
  });

  it('orders a book without a price through the quote page of the edition, its message in it', () => {
    render(<BookCard book={book} edition="ar" />);
    fireEvent.click(screen.getByRole('button', { name: /^المزيد/ }));
    fireEvent.click(screen.getByRole('button', { name: 'زيادة الكمية' }));
    const href = screen.getByRole('link', { name: 'اطلب' }).getAttribute('href') ?? '';
    expect(href.startsWith('/ar/')).toBe(true);
    const query = new URL(href, 'http://x').searchParams;
    expect([query.get('service'), query.get('message')]).toEqual(['Vente en ligne', 'مرحبًا، أود طلب كتاب « Vendre plus » (الكمية: 2).']);
    expect(screen.getByText('الكمية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
