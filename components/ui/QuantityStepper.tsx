import { FRENCH_CONTROL_TEXTS, type ControlTexts } from '@/lib/layout/controlTexts';
import { Icon, Minus, Plus } from '@/components/ui/icons';

const SIZES = {
  md: { button: 'size-11', input: 'h-11 w-14 text-base' },
  sm: { button: 'size-9', input: 'h-9 w-11' },
} as const;

/**
 * − / number / + between `min` and `max` (the book dialog and each cart line). The caller labels the number field
 * (`inputId`) and keeps the value within the bounds in `onChange`.
 */
export function QuantityStepper({
  inputId,
  value,
  min,
  max,
  onChange,
  size = 'md',
  itemLabel,
  labels = FRENCH_CONTROL_TEXTS,
}: {
  inputId: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  size?: keyof typeof SIZES;
  /** Added to the buttons' spoken names where several steppers share a screen (cart lines). */
  itemLabel?: string;
  /** The buttons' spoken names in the page's language. */
  labels?: Pick<ControlTexts, 'decrease' | 'increase'>;
}) {
  const sizes = SIZES[size];
  const suffix = itemLabel ? ` : ${itemLabel}` : '';
  const button = `inline-flex ${sizes.button} items-center justify-center text-ink-700 hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-ink-200 disabled:hover:bg-transparent`;
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border-2 border-ink-200">
      <button type="button" className={button} onClick={() => onChange(value - 1)} disabled={value <= min}>
        <Icon of={{ Minus }} aria-hidden className="size-4" />
        <span className="sr-only">{`${labels.decrease}${suffix}`}</span>
      </button>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value === '' ? min : Number(event.target.value))}
        className={`${sizes.input} border-x-2 border-ink-200 text-center font-bold tabular-nums [appearance:textfield] focus:outline-none focus-visible:bg-brand-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
      />
      <button type="button" className={button} onClick={() => onChange(value + 1)} disabled={value >= max}>
        <Icon of={{ Plus }} aria-hidden className="size-4" />
        <span className="sr-only">{`${labels.increase}${suffix}`}</span>
      </button>
    </div>
  );
}
