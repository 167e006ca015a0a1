import { Minus, Plus } from '@/components/ui/icons';
import { BOOK_QUANTITY_MAX, BOOK_QUANTITY_MIN } from '@/lib/content/books';

const SIZES = {
  md: { button: 'size-11', input: 'h-11 w-14 text-base' },
  sm: { button: 'size-9', input: 'h-9 w-11' },
} as const;

/**
 * − / number / + within the book quantity bounds (1 to 10), used by the book dialog and each cart line.
 * The caller labels the number field (`inputId`) and keeps the value within the bounds in `onChange`.
 */
export function QuantityStepper({
  inputId,
  value,
  onChange,
  size = 'md',
  itemLabel,
}: {
  inputId: string;
  value: number;
  onChange: (value: number) => void;
  size?: keyof typeof SIZES;
  /** Added to the buttons' spoken names where several steppers share a screen (cart lines). */
  itemLabel?: string;
}) {
  const sizes = SIZES[size];
  const suffix = itemLabel ? ` : ${itemLabel}` : '';
  const button = `inline-flex ${sizes.button} items-center justify-center text-ink-700 hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-ink-200 disabled:hover:bg-transparent`;
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border-2 border-ink-200">
      <button type="button" className={button} onClick={() => onChange(value - 1)} disabled={value <= BOOK_QUANTITY_MIN}>
        <Minus aria-hidden className="size-4" />
        <span className="sr-only">{`Diminuer la quantité${suffix}`}</span>
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={BOOK_QUANTITY_MIN}
        max={BOOK_QUANTITY_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value === '' ? BOOK_QUANTITY_MIN : Number(event.target.value))}
        className={`${sizes.input} border-x-2 border-ink-200 text-center font-bold tabular-nums [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
      />
      <button type="button" className={button} onClick={() => onChange(value + 1)} disabled={value >= BOOK_QUANTITY_MAX}>
        <Plus aria-hidden className="size-4" />
        <span className="sr-only">{`Augmenter la quantité${suffix}`}</span>
      </button>
    </div>
  );
}
