'use client';
import { useId } from 'react';
import { QuantityStepper } from '@/components/books/QuantityStepper';

/** The quantity of one cart line, within the book quantity bounds (1 to 10). */
export function CartQuantity({ value, onChange, title }: { value: number; onChange: (value: number) => void; title: string }) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {`Quantité : ${title}`}
      </label>
      <QuantityStepper inputId={inputId} value={value} onChange={onChange} size="sm" itemLabel={title} />
    </>
  );
}
