import { useId, type SelectHTMLAttributes } from 'react';
import './forms.css';

interface Props extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'required' | 'value'
> {
  label: string;
  value: string;
  error: string | undefined;
  /** The first, empty option ("Select Country"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  required?: boolean | undefined;
  onValue(value: string): void;
}

/** A labelled dropdown whose error is tied to it like the text field's. */
export function SelectField({
  label,
  error,
  placeholder,
  options,
  required,
  onValue,
  ...select
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        id={id}
        className="text-input select-input"
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
