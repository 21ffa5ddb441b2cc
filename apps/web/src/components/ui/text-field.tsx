import { useId, type InputHTMLAttributes } from 'react';
import { useKnownText } from '../../lib/i18n/known-texts.ts';

interface Props extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'required' | 'value'
> {
  label: string;
  value: string;
  error: string | undefined;
  hint?: string | undefined;
  /** Announced as required; the forms validate themselves, so the browser's own check stays off. */
  required?: boolean | undefined;
  /** A fixed id for the input, when a page links to it; otherwise one is made. */
  id?: string | undefined;
  onValue(value: string): void;
}

/**
 * A labelled text input whose hint and error are tied to it with aria-describedby, and whose
 * error (in the rider's language when it is a known text) marks it aria-invalid. E-mail and password fields are never spell-checked or capitalised.
 */
export function TextField({ id, label, error, hint, required, onValue, ...input }: Props) {
  const madeId = useId();
  const known = useKnownText();
  const inputId = id ?? madeId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const plainText = input.type === 'email' || input.type === 'password';
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <input
        {...(plainText ? { spellCheck: false, autoCapitalize: 'none' } : {})}
        {...input}
        id={inputId}
        className="text-input"
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {known(error)}
        </p>
      )}
    </div>
  );
}
