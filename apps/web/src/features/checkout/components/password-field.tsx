import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

interface Props {
  value: string;
  error: string | undefined;
  onValue(value: string): void;
  onBlur(): void;
}

/** "Create Password" with a show/hide toggle; optional, it registers an account with the ride. */
export function CreatePasswordField({ value, error, onValue, onBlur }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor="guest-password">
        <Trans>Create Password</Trans>
      </label>
      <p id="guest-password-hint" className="field-hint">
        <Trans>Optional: creates an account for your next bookings.</Trans>
      </p>
      <div className="password-field__row">
        <input
          id="guest-password"
          name="password"
          className="text-input"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? 'guest-password-hint guest-password-error' : 'guest-password-hint'
          }
          value={value}
          onChange={(event) => onValue(event.currentTarget.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={shown}
          aria-controls="guest-password"
          onClick={() => setShown(!shown)}
        >
          {shown ? (
            <Trans>
              Hide<span className="visually-hidden"> password</span>
            </Trans>
          ) : (
            <Trans>
              Show<span className="visually-hidden"> password</span>
            </Trans>
          )}
        </button>
      </div>
      {error && (
        <p id="guest-password-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
