'use client';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { BOOK_QUANTITY_MAX, BOOK_QUANTITY_MIN } from '@/lib/forms/order';

/** − / number / + of one cart line, within the book quantity bounds (1 to 10). */
export function CartQuantity({ value, onChange, title }: { value: number; onChange: (value: number) => void; title: string }) {
  const inputId = useId();
  const button =
    'inline-flex size-9 items-center justify-center text-ink-700 hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-ink-200 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border-2 border-ink-200">
      <button type="button" className={button} onClick={() => onChange(value - 1)} disabled={value <= BOOK_QUANTITY_MIN}>
        <Minus aria-hidden className="size-4" />
        <span className="sr-only">{`Diminuer la quantité : ${title}`}</span>
      </button>
      <label htmlFor={inputId} className="sr-only">
        {`Quantité : ${title}`}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={BOOK_QUANTITY_MIN}
        max={BOOK_QUANTITY_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value === '' ? BOOK_QUANTITY_MIN : Number(event.target.value))}
        className="h-9 w-11 border-x-2 border-ink-200 text-center font-bold tabular-nums [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button type="button" className={button} onClick={() => onChange(value + 1)} disabled={value >= BOOK_QUANTITY_MAX}>
        <Plus aria-hidden className="size-4" />
        <span className="sr-only">{`Augmenter la quantité : ${title}`}</span>
      </button>
    </div>
  );
}
