import { Trans, useLingui } from '@lingui/react/macro';
import { useKnownText } from '../../../lib/i18n/known-texts.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PHONE_COUNTRY_LABEL,
  type PhoneCountryOption,
} from '@ride/domain';
import { useMemo } from 'react';

interface Props {
  /** The country list, once the phone rules have loaded (use-phone-rules.ts). */
  countryOptions: (() => PhoneCountryOption[]) | null;
  value: string;
  countryCode: string;
  error: string | undefined;
  onValue(value: string): void;
  onCountry(code: string): void;
  onBlur(): void;
}

/** Phone number with its country (default United States, +1). */
export function PhoneField({
  countryOptions,
  value,
  countryCode,
  error,
  onValue,
  onCountry,
  onBlur,
}: Props) {
  const countries = useMemo(
    () =>
      countryOptions?.() ?? [{ code: DEFAULT_PHONE_COUNTRY, label: DEFAULT_PHONE_COUNTRY_LABEL }],
    [countryOptions],
  );
  const { t } = useLingui();
  const known = useKnownText();
  return (
    <div className="field">
      <label htmlFor="guest-phone">
        <Trans>Phone Number</Trans>
      </label>
      <div className="phone-field__row">
        <select
          id="guest-phone-country"
          className="text-input"
          aria-label={t`Phone number country`}
          value={countryCode}
          onChange={(event) => onCountry(event.currentTarget.value)}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
        <input
          id="guest-phone"
          name="phoneNumber"
          dir="ltr"
          className="text-input"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'guest-phone-error' : undefined}
          value={value}
          onChange={(event) => onValue(event.currentTarget.value)}
          onBlur={onBlur}
        />
      </div>
      {error && (
        <p id="guest-phone-error" className="field-error">
          {known(error)}
        </p>
      )}
    </div>
  );
}
