// Labelled form controls shared by the request forms (quote, contact, book order, application). Plain components
// (no state): the forms that use them are the client components; their look is shared with the job search's filters,
// the alerts after a send are in FormAlert.tsx. The controls are memoised: typing in one field draws that field again,
// not the whole form (useRequestForm keeps each field's handler stable; issue 48).
import { memo, type ChangeEvent, type ReactNode } from 'react';
import { digitsOnly, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@/lib/forms/rules';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email';
import { ClientIcon } from '@/components/ui/ClientIcon';
import { counterText, type Choice } from '@/lib/forms/fieldTexts';
import { useFieldTexts } from './fieldTextsContext';

import { CHEVRON, controlClass } from './controlStyles';

export { CHEVRON, controlClass };

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string | null;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label above, control, and the field's error below (announced politely, tied with aria-describedby). */
export function FieldFrame({ id, label, error, required = true, className = '', children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-ink-800">
        {label}
        {required ? (
          <span aria-hidden className="ms-0.5 text-accent-600">
            *
          </span>
        ) : null}
      </label>
      {children}
      <div aria-live="polite">
        {error ? (
          <p id={errorId(id)} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700" data-field-error>
            <ClientIcon name="alert" className="size-4 shrink-0" />
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function errorId(id: string): string {
  return `${id}-erreur`;
}

/** aria-invalid and aria-describedby of a control whose field may be in error. */
export function errorProps(id: string, error?: string | null) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
  placeholder?: string;
  className?: string;
  /** false for a field the visitor may leave empty (no asterisk, not required). */
  required?: boolean;
};

export function TextField({ id, name, label, value, onValue, error, type = 'text', autoComplete, maxLength, placeholder, className, required = true }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} required={required} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        // An address is written left to right, on an Arabic page too.
        dir={type === 'email' ? 'ltr' : undefined}
        maxLength={maxLength}
        placeholder={placeholder}
        className={controlClass}
        {...errorProps(id, error)}
      />
    </FieldFrame>
  );
}

/** What useRequestForm's field(name) gives a control, plus the optional look of this one. */
type BoundFieldProps = Pick<TextFieldProps, 'id' | 'name' | 'value' | 'onValue' | 'error' | 'placeholder' | 'className'>;

/** The visitor's full name, as every form asks it. */
export const NameField = memo(function NameField(props: BoundFieldProps) {
  const texts = useFieldTexts();
  return <TextField placeholder={texts.namePlaceholder} {...props} label={texts.name} autoComplete="name" maxLength={NAME_MAX_LENGTH} />;
});

/** The visitor's e-mail address, as every form asks it. */
export const EmailField = memo(function EmailField(props: BoundFieldProps) {
  const texts = useFieldTexts();
  return <TextField placeholder={texts.emailPlaceholder} {...props} type="email" label={texts.email} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />;
});

type PhoneInputProps = {
  id: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  className?: string;
};

/**
 * Digits only: anything else typed or pasted is dropped as it arrives. A text field with the digits keypad: the number
 * without its country code (`tel-national`, the code has its own field) is not allowed on `type="tel"` (HTML's
 * autofill rules, which the W3C checker applies).
 */
export const PhoneInput = memo(function PhoneInput({ id, name, value, onValue, error, placeholder = '70123456', className = '' }: PhoneInputProps) {
  return (
    <input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      dir="ltr"
      autoComplete="tel-national"
      required
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(digitsOnly(event.target.value))}
      maxLength={PHONE_MAX_LENGTH}
      placeholder={placeholder}
      className={`${controlClass} ${className}`}
      {...errorProps(id, error)}
    />
  );
});

type BoundControl = Omit<PhoneInputProps, 'placeholder' | 'className'>;

/** 'Téléphone': the country's dialing code, then the number; one message below for either. */
export function DialingPhoneFields({ dialingCode, phone, className = '' }: { dialingCode: BoundControl; phone: BoundControl; className?: string }) {
  const texts = useFieldTexts();
  const error = dialingCode.error ?? phone.error;
  const errorField = dialingCode.error ? dialingCode : phone;
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-bold text-ink-800">
        {texts.phone}
        <span aria-hidden className="ms-0.5 text-accent-600">
          *
        </span>
      </legend>
      <div className="flex gap-2">
        <label htmlFor={dialingCode.id} className="sr-only">
          {texts.dialingCode}
        </label>
        {/* The width on a wrapper: the control's own w-full would win over it and squeeze the number to nothing. */}
        <div className="w-36 shrink-0 sm:w-56">
          <DialingCodeSelect {...dialingCode} />
        </div>
        <label htmlFor={phone.id} className="sr-only">
          {texts.phoneNumber}
        </label>
        <PhoneInput {...phone} className="min-w-0 flex-1" />
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={errorId(errorField.id)} className="mt-1.5 text-sm font-medium text-red-700" data-field-error>
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The countries' dialing codes: a long list, drawn again only when its own value or message changes. */
const DialingCodeSelect = memo(function DialingCodeSelect({ id, name, value, onValue, error }: BoundControl) {
  const texts = useFieldTexts();
  return (
    <select
      id={id}
      name={name}
      required
      autoComplete="tel-country-code"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      className={`${controlClass} appearance-none bg-[length:1.1rem] bg-[right_0.75rem_center] bg-no-repeat pe-9 rtl:bg-[left_0.75rem_center]`}
      style={{ backgroundImage: CHEVRON }}
      {...errorProps(id, error)}
    >
      {/* HTML asks a required list's first option to be an empty placeholder; shown only if no code is chosen. */}
      <option value="" disabled>
        {texts.dialingCodePlaceholder}
      </option>
      {texts.countries.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.label}
        </option>
      ))}
    </select>
  );
});

type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Each choice's value (sent) and label (shown in the page's edition). */
  options: readonly Choice[];
  placeholder: string;
  error?: string | null;
  className?: string;
};

export const SelectField = memo(function SelectField({ id, name, label, value, onValue, options, placeholder, error, className }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select
        id={id}
        name={name}
        required
        value={value}
        onChange={(event) => onValue(event.target.value)}
        className={`${controlClass} appearance-none bg-[length:1.1rem] bg-[right_1rem_center] bg-no-repeat pe-10 rtl:bg-[left_1rem_center]`}
        style={{ backgroundImage: CHEVRON }}
        {...errorProps(id, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

type TextAreaFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  maxLength: number;
  error?: string | null;
  placeholder?: string;
  rows?: number;
  required?: boolean;
  className?: string;
};

export const TextAreaField = memo(function TextAreaField({
  id,
  name,
  label,
  value,
  onValue,
  maxLength,
  error,
  placeholder,
  rows = 6,
  required = true,
  className,
}: TextAreaFieldProps) {
  const texts = useFieldTexts();
  const counterId = `${id}-compteur`;
  const described = [error ? errorId(id) : null, counterId].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} error={error} required={required} className={className}>
      <textarea
        id={id}
        name={name}
        required={required}
        rows={rows}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        className={`${controlClass} min-h-36 resize-y`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p id={counterId} className="mt-1 text-end text-xs text-ink-500">
        {counterText(texts.characters, value.length, maxLength)}
      </p>
    </FieldFrame>
  );
});
