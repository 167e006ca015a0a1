'use client';
import { Link } from '@/components/ui/Link';
import { Icon, ShoppingBag } from '@/components/ui/icons';
import { createContext, useCallback, useContext, useId, useState, type ReactNode } from 'react';
import { Dialog, DIALOG_WIDTHS } from '@/components/ui/Dialog';
import type { Book } from '@/lib/cms';
import { BOOK_QUANTITY_MAX, BOOK_QUANTITY_MIN, clampQuantity } from '@/lib/cart/quantity';
import { bookOrderHref } from '@/lib/content/books';
import { FRENCH_BOOK_ACTION_TEXTS, type BookActionTexts } from '@/lib/cart/texts';
import type { ControlTexts } from '@/lib/layout/controlTexts';
import { QuantityStepper } from '@/components/ui/QuantityStepper';

/** What the dialog's actions need to know of the book. */
export type DialogBook = Pick<Book, 'id' | 'title' | 'price'>;

export type BookDialogState = {
  book: DialogBook;
  /** Between BOOK_QUANTITY_MIN and BOOK_QUANTITY_MAX; starts at BOOK_QUANTITY_MIN on every opening. */
  quantity: number;
  setQuantity: (quantity: number) => void;
  close: () => void;
  /** The dialog's and its actions' words in the page's edition. */
  texts: BookActionTexts;
};

const BookDialogContext = createContext<BookDialogState | null>(null);
const OpenBookDialogContext = createContext<(() => void) | null>(null);

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
  const { book, quantity, texts } = useBookDialog();
  return (
    <Link href={bookOrderHref(book.title, quantity, texts)} className="btn btn-primary text-sm">
      <Icon of={{ ShoppingBag }} aria-hidden className="size-4" />
      {texts.orderBook}
    </Link>
  );
}

function QuantityControl({ label, value, onChange, labels }: { label: string; value: number; onChange: (value: number) => void; labels: ControlTexts }) {
  const inputId = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={inputId} className="text-sm font-bold text-ink-700">
        {label}
      </label>
      <QuantityStepper inputId={inputId} value={value} min={BOOK_QUANTITY_MIN} max={BOOK_QUANTITY_MAX} onChange={onChange} labels={labels} />
    </div>
  );
}

/**
 * A book's dialog: server-rendered `detail`, a quantity reset on each opening, and `actions` (default: order via the
 * quote form) that read both through useBookDialog(). `children` is the card; its BookDialogButtons open the dialog.
 */
export function BookDialog({
  book,
  detail,
  actions,
  texts = FRENCH_BOOK_ACTION_TEXTS,
  children,
}: {
  book: DialogBook;
  detail: ReactNode;
  actions?: ReactNode;
  /** Its words in the page's edition (French by default). */
  texts?: BookActionTexts;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [quantity, setQuantityState] = useState(BOOK_QUANTITY_MIN);
  const close = useCallback(() => setOpen(false), []);
  const setQuantity = useCallback((next: number) => setQuantityState(clampQuantity(next)), []);
  const show = useCallback(() => {
    setQuantityState(BOOK_QUANTITY_MIN);
    setOpen(true);
  }, []);

  return (
    <OpenBookDialogContext.Provider value={show}>
      {children}
      <BookDialogContext.Provider value={{ book, quantity, setQuantity, close, texts }}>
        <Dialog
          open={open}
          onClose={close}
          title={book.title}
          width={DIALOG_WIDTHS.book}
          closeLabel={texts.controls.close}
          footer={
            <div className="flex flex-wrap items-center justify-between gap-4">
              <QuantityControl label={texts.quantity} value={quantity} onChange={setQuantity} labels={texts.controls} />
              <div className="flex flex-wrap items-center gap-3">{actions ?? <OrderLink />}</div>
            </div>
          }
        >
          {detail}
        </Dialog>
      </BookDialogContext.Provider>
    </OpenBookDialogContext.Provider>
  );
}

/** A button of the book card that opens its dialog. */
export function BookDialogButton({ className, children }: { className: string; children: ReactNode }) {
  const show = useContext(OpenBookDialogContext);
  return (
    <button type="button" onClick={show ?? undefined} aria-haspopup="dialog" className={className}>
      {children}
    </button>
  );
}
