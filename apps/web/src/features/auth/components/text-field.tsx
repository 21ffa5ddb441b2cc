import { useId } from 'react';
import type { FieldBinding } from '../hooks/use-form.ts';

interface Props {
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  binding: FieldBinding;
}

/** A labelled input whose error is tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, type, autoComplete, binding }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const { name, value, error, onChange, onBlur } = binding;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoCapitalize={type === 'text' ? 'words' : 'none'}
        spellCheck={false}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
