/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { Book } from '@/lib/cms';
import { BookCard } from './BookCard';
import { useBookDialog } from './BookDialog';

const book: Book = { id: 1, slug: 'vendre', title: 'Vendre plus', author: 'F. Sawadogo', price: 6000, description: 'Techniques de vente.', image: null };

function open() {
  fireEvent.click(screen.getByRole('button', { name: 'Voir Plus : Vendre plus' }));
  return screen.getByRole('dialog', { name: 'Vendre plus' });
}

describe('BookCard', () => {
  it('without a picture, the cover button holds its placeholder as phrasing content (HTML allows no div in a button)', () => {
    render(<BookCard book={book} />);
    const cover = screen.getByRole('button', { name: 'Voir le détail du livre Vendre plus' });
    expect(cover.querySelector('[aria-hidden]')).not.toBeNull();
    expect(cover.querySelector('div, p, section, article')).toBeNull();
  });

  it('orders through the quote form by default, with the chosen quantity', () => {
    render(<BookCard book={book} />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    const href = screen.getByRole('link', { name: 'Commander' }).getAttribute('href') ?? '';
    expect(new URL(href, 'http://x').searchParams.get('message')).toContain('commander 2 exemplaires du livre « Vendre plus »');
  });

  it('gives the actions slot the book and the quantity, kept within 1 to 10 and back to 1 on every opening', () => {
    function AddToCart() {
      const { book: current, quantity } = useBookDialog();
      return <button type="button">{`Ajouter ${quantity} × ${current.title}`}</button>;
    }
    render(<BookCard book={book} actions={<AddToCart />} />);
    open();
    expect(screen.queryByRole('link', { name: 'Commander' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter 1 × Vendre plus' })).toBeInTheDocument();
    const input = screen.getByRole('spinbutton', { name: 'Quantité' });
    fireEvent.change(input, { target: { value: '25' } });
    expect(input).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Ajouter 10 × Vendre plus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '0' } });
    expect(input).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    expect(screen.getByRole('button', { name: 'Ajouter 2 × Vendre plus' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voir le détail du livre Vendre plus' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(1);
  });
});
