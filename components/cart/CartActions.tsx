'use client';
import { Link } from '@/components/ui/Link';
import { Check, Icon, ShoppingBag, ShoppingCart } from '@/components/ui/icons';
import { useState } from 'react';
import { bookOrderHref } from '@/lib/content/books';
import { useBookDialog } from '@/components/books/BookDialog';
import { useSiteStore } from '@/lib/layout/store';
import { countText } from '@/lib/cart/texts';

/**
 * The book dialog's actions: 'Ajouter au panier' adds the chosen quantity to the cart; 'Acheter' also opens the cart.
 * A book without a price cannot go in the cart: it is ordered through the quote form instead.
 */
export function CartActions() {
  const { book, quantity, close, texts } = useBookDialog();
  const addToCart = useSiteStore((state) => state.addToCart);
  const setCartOpen = useSiteStore((state) => state.setCartOpen);
  const [added, setAdded] = useState<number | null>(null);

  if (book.price === null) {
    return (
      <Link href={bookOrderHref(book.title, quantity, texts)} className="btn btn-primary text-sm">
        <Icon of={{ ShoppingBag }} aria-hidden className="size-4" />
        {texts.orderBook}
      </Link>
    );
  }
  const line = { bookId: book.id, title: book.title, price: book.price };

  return (
    <>
      <p aria-live="polite" className="basis-full text-sm font-bold text-emerald-700 empty:hidden sm:basis-auto">
        {added !== null ? (
          <span className="inline-flex items-center gap-1">
            <Icon of={{ Check }} aria-hidden className="size-4" />
            {countText(texts.added, added)}
          </span>
        ) : null}
      </p>
      <button
        type="button"
        className="btn btn-outline px-4 text-sm"
        onClick={() => {
          addToCart(line, quantity);
          setAdded(quantity);
        }}
      >
        <Icon of={{ ShoppingCart }} aria-hidden className="size-4" />
        {texts.addToCart}
      </button>
      <button
        type="button"
        className="btn btn-primary px-4 text-sm"
        onClick={() => {
          addToCart(line, quantity);
          close();
          setCartOpen(true);
        }}
      >
        <Icon of={{ ShoppingBag }} aria-hidden className="size-4" />
        {texts.buy}
      </button>
    </>
  );
}
