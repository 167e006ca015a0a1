'use client';
import Image from 'next/image';
import Link from 'next/link';
import { ShoppingBag } from 'lucide-react';
import { createContext, useCallback, useContext, useId, useState, type ReactNode } from 'react';
import { ImagePlaceholder } from '@/components/ui/ImagePlaceholder';
import { Dialog, DIALOG_WIDTHS } from '@/components/ui/Dialog';
import type { Book } from '@/lib/cms';
import { formatPrice } from '@/lib/format';
import { BOOK_QUANTITY_MIN, bookOrderHref, clampQuantity } from '@/lib/content/books';
import { QuantityStepper } from './QuantityStepper';

export type BookDialogState = {
  book: Book;
  /** Between BOOK_QUANTITY_MIN and BOOK_QUANTITY_MAX; starts at BOOK_QUANTITY_MIN on every opening. */
  quantity: number;
  setQuantity: (quantity: number) => void;
  close: () => void;
};

const BookDialogContext = createContext<BookDialogState | null>(null);

/**
 * The open book dialog's state, for a client component placed in its `actions` slot (the cart's
 * 'Ajouter au panier' reads the book and the chosen quantity here). Throws outside a book dialog.
 */
export function useBookDialog(): BookDialogState {
  const state = useContext(BookDialogContext);
  if (!state) throw new Error('useBookDialog must be used inside the actions of a BookDialog');
  return state;
}

/** The default action when no `actions` are given: order through the prefilled quote form. */
function OrderLink() {
  const { book, quantity } = useBookDialog();
  return (
    <Link href={bookOrderHref(book.title, quantity)} className="btn btn-primary text-sm">
      <ShoppingBag aria-hidden className="size-4" />
      Commander
    </Link>
  );
}

function QuantityControl({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const inputId = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-700">
        Quantité
      </label>
      <QuantityStepper inputId={inputId} value={value} onChange={onChange} />
    </div>
  );
}

/**
 * A book of the online sales space: its card, and an 800 px dialog with the detail and a quantity
 * control (1 to 10, starts at 1) opened by the image or 'Voir Plus'.
 * - `actions`: what the dialog's footer offers (default: 'Commander' through the quote form);
 *   client components there read the book and the quantity with useBookDialog().
 * - `onQuantityChange`: told every time the quantity changes.
 */
export function BookCard({
  book,
  actions,
  onQuantityChange,
  priority = false,
}: {
  book: Book;
  actions?: ReactNode;
  onQuantityChange?: (quantity: number, book: Book) => void;
  priority?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantityState] = useState(BOOK_QUANTITY_MIN);
  const close = useCallback(() => setOpen(false), []);
  const setQuantity = useCallback(
    (next: number) => {
      const value = clampQuantity(next);
      setQuantityState(value);
      onQuantityChange?.(value, book);
    },
    [book, onQuantityChange],
  );
  function show() {
    setQuantityState(BOOK_QUANTITY_MIN);
    setOpen(true);
  }
  const price = formatPrice(book.price);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow hover:shadow-lg" data-testid="book-card">
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        className="relative block aspect-[3/4] w-full overflow-hidden bg-ink-50"
      >
        {book.image ? (
          <Image
            src={book.image.smallUrl}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1280px) 290px, (min-width: 640px) 30vw, 50vw"
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <ImagePlaceholder />
        )}
        <span className="sr-only">{`Voir le détail du livre ${book.title}`}</span>
      </button>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="text-base font-bold leading-snug">{book.title}</h2>
        {book.author ? <p className="mt-1 text-sm text-ink-500">{book.author}</p> : null}
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-ink-600">{book.description}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-extrabold text-ink-900">
            <span className="sr-only">Prix : </span>
            {price || 'Prix sur demande'}
          </p>
          <button type="button" onClick={show} aria-haspopup="dialog" className="btn btn-outline px-4 py-2 text-sm">
            Voir Plus<span className="sr-only">{` : ${book.title}`}</span>
          </button>
        </div>
      </div>
      <BookDialogContext.Provider value={{ book, quantity, setQuantity, close }}>
        <Dialog
          open={open}
          onClose={close}
          title={book.title}
          width={DIALOG_WIDTHS.book}
          footer={
            <div className="flex flex-wrap items-center justify-between gap-4">
              <QuantityControl value={quantity} onChange={setQuantity} />
              <div className="flex flex-wrap items-center gap-3">{actions ?? <OrderLink />}</div>
            </div>
          }
        >
          <div className="grid gap-6 sm:grid-cols-[14rem_minmax(0,1fr)]">
            <div className="relative mx-auto aspect-[3/4] w-48 overflow-hidden rounded-2xl bg-ink-50 shadow sm:w-full">
              {book.image ? (
                <Image src={book.image.smallUrl} alt={book.image.alt || `Couverture : ${book.title}`} fill sizes="(min-width: 1280px) 290px, (min-width: 640px) 30vw, 50vw" className="object-cover" />
              ) : (
                <ImagePlaceholder />
              )}
            </div>
            <div>
              {book.author ? (
                <p className="text-sm text-ink-500">
                  Auteur : <span className="font-semibold text-ink-800">{book.author}</span>
                </p>
              ) : null}
              <p className="mt-3 text-2xl font-extrabold text-ink-900" data-testid="book-price">
                {price || 'Prix sur demande'}
              </p>
              <p className="mt-4 whitespace-pre-line leading-relaxed text-ink-700">{book.description}</p>
            </div>
          </div>
        </Dialog>
      </BookDialogContext.Provider>
    </article>
  );
}
