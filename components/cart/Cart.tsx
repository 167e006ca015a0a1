'use client';
import { Icon, ShoppingCart, Trash2 } from '@/components/ui/icons';
import { useCallback, useId, type ReactNode } from 'react';
import type { ControlTexts } from '@/lib/layout/controlTexts';
import { QuantityStepper } from '@/components/ui/QuantityStepper';
import { Dialog } from '@/components/ui/Dialog';
import { cartCount, cartTotal, type CartItem } from '@/lib/cart/summary';
import { formatPrice } from '@/lib/format';
import { BOOK_QUANTITY_MAX, BOOK_QUANTITY_MIN } from '@/lib/cart/quantity';
import { useSiteStore } from '@/lib/layout/store';
import { countText, fill, FRENCH_CART_TEXTS, type CartTexts } from '@/lib/cart/texts';
import { OrderForm } from './OrderForm';

/** Wide enough for a line (title, quantity, amount, remove) on one row from tablets up. */
const CART_DIALOG_WIDTH = 640;

/**
 * The sales-space cart: a count button (read once the store has restored sessionStorage, so the server HTML and first
 * render agree), a floating button while the cart is not empty, and the summary dialog with the order form.
 */
/**
 * `notice`: what becomes of the buyer's data (a server-made DataNotice), shown under the order form; `texts`: the
 * cart's words in the page's edition (French by default).
 */
export function Cart({ notice, texts = FRENCH_CART_TEXTS }: { notice?: ReactNode; texts?: CartTexts }) {
  const hydrated = useSiteStore((state) => state.hydrated);
  const items = useSiteStore((state) => state.cart);
  const open = useSiteStore((state) => state.cartOpen);
  const setCartOpen = useSiteStore((state) => state.setCartOpen);
  const close = useCallback(() => setCartOpen(false), [setCartOpen]);
  const count = hydrated ? cartCount(items) : 0;

  return (
    <>
      <CartButton texts={texts} count={count} onClick={() => setCartOpen(true)} testId="cart-button" className="btn btn-outline text-sm" />
      {count > 0 ? (
        <CartButton
          texts={texts}
          count={count}
          onClick={() => setCartOpen(true)}
          testId="cart-floating-button"
          className="btn btn-primary fixed bottom-24 end-4 z-40 text-sm shadow-xl lg:bottom-8 lg:end-8"
        />
      ) : null}
      <Dialog open={open} onClose={close} title={texts.cart} width={CART_DIALOG_WIDTH} closeLabel={texts.controls.close}>
        <CartSummary notice={notice} texts={texts} />
      </Dialog>
    </>
  );
}

function CartButton({
  texts,
  count,
  onClick,
  testId,
  className,
}: {
  texts: CartTexts;
  count: number;
  onClick: () => void;
  testId: string;
  className: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-haspopup="dialog" className={className} data-testid={testId}>
      <Icon of={{ ShoppingCart }} aria-hidden className="size-4" />
      {texts.myCart}
      <span
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-ink-900 px-1.5 py-0.5 text-xs font-bold text-white"
        data-testid="cart-count"
      >
        <span className="sr-only">{countText(texts.bookCount, count)}</span>
        <span aria-hidden>{count}</span>
      </span>
    </button>
  );
}

function CartSummary({ notice, texts }: { notice?: ReactNode; texts: CartTexts }) {
  const items = useSiteStore((state) => state.cart);
  const setCartQuantity = useSiteStore((state) => state.setCartQuantity);
  const removeFromCart = useSiteStore((state) => state.removeFromCart);
  const clearCart = useSiteStore((state) => state.clearCart);

  return (
    <div className="space-y-6" data-testid="cart-summary">
      {items.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 p-5 text-ink-600">{texts.empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-ink-100" aria-label={texts.lines}>
            {items.map((item) => (
              <li key={item.bookId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="cart-item">
                <div className="min-w-0 flex-1 basis-full sm:basis-48">
                  <p className="font-bold leading-snug text-ink-900">{item.title}</p>
                  <p className="text-sm text-ink-500">{fill(texts.unitPrice, { price: formatPrice(item.price, texts.edition) })}</p>
                </div>
                <CartLineQuantity label={fill(texts.lineQuantity, { title: item.title })} labels={texts.controls} item={item} onChange={(value) => setCartQuantity(item.bookId, value)} />
                <p className="ms-auto min-w-24 text-end font-bold tabular-nums text-ink-900" data-testid="cart-line-total">
                  {formatPrice(item.price * item.quantity, texts.edition)}
                </p>
                <button
                  type="button"
                  onClick={() => removeFromCart(item.bookId)}
                  className="inline-flex size-9 items-center justify-center rounded-full text-ink-500 hover:bg-red-50 hover:text-red-700"
                >
                  <Icon of={{ Trash2 }} aria-hidden className="size-4" />
                  <span className="sr-only">{fill(texts.remove, { title: item.title })}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="flex items-baseline justify-between rounded-2xl bg-brand-50 px-5 py-4 text-lg font-bold text-ink-900">
            <span>{texts.total}</span>
            <span className="tabular-nums" data-testid="cart-total">
              {formatPrice(cartTotal(items), texts.edition)}
            </span>
          </p>
        </>
      )}
      <OrderForm items={items} onOrdered={clearCart} texts={texts.order} edition={texts.edition} />
      {notice}
    </div>
  );
}

/** The quantity of one cart line, within the book quantity bounds (1 to 10). */
function CartLineQuantity({ label, labels, item, onChange }: { label: string; labels: ControlTexts; item: CartItem; onChange: (value: number) => void }) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <QuantityStepper
        inputId={inputId}
        value={item.quantity}
        min={BOOK_QUANTITY_MIN}
        max={BOOK_QUANTITY_MAX}
        onChange={onChange}
        size="sm"
        itemLabel={item.title}
        labels={labels}
      />
    </>
  );
}
