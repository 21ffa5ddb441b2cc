import { useLingui } from '@lingui/react/macro';
import { countryHasStates, optionLabel, type BillingAddressValues } from '@ride/domain';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useBillingLists } from '../hooks/use-billing-lists.ts';

export type AddressField = keyof BillingAddressValues;

interface Props {
  values: BillingAddressValues;
  /** Errors to show now (after blur or a submit attempt). */
  errors: Partial<Record<AddressField, string>>;
  required: Partial<Record<AddressField, boolean>>;
  onValue(field: AddressField, value: string): void;
  onBlur(field: AddressField): void;
  /**
   * The billing address screen's labels (spec part 2 §2) instead of the card form's; `account`:
   * the same order and labels for the profile's own address, without "Billing".
   */
  variant?: 'card' | 'profile' | 'account';
}

/**
 * Billing address fields in the spec's order. A country without states (other than US and CA)
 * clears and disables the state (spec part 2 §4).
 */
export function BillingAddressFields({
  values,
  errors,
  required,
  onValue,
  onBlur,
  variant = 'card',
}: Props) {
  const { t } = useLingui();
  const withStates = countryHasStates(values.countryCode);
  const screenLabels = variant !== 'card';
  const account = variant === 'account';
  const { countries, states } = useBillingLists(values.countryCode, withStates);
  const bind = (field: AddressField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: required[field] ?? false,
    onValue: (value: string) => onValue(field, value),
    onBlur: () => onBlur(field),
  });
  const country = (
    <SelectField
      label={t`Country`}
      placeholder={t`Select Country`}
      autoComplete="country"
      options={countries.map((c) => ({ value: c.code, label: optionLabel(c.name, c.code) }))}
      {...bind('countryCode')}
      onValue={(value) => {
        onValue('countryCode', value);
        if (!countryHasStates(value)) onValue('stateCode', '');
      }}
    />
  );
  const state = (
    <SelectField
      label={screenLabels ? t`State/Province/Territory (if applicable)` : t`State`}
      placeholder={t`Select State`}
      autoComplete="address-level1"
      disabled={!withStates}
      options={states.map((s) => ({ value: s.code, label: optionLabel(s.name, s.code) }))}
      {...bind('stateCode')}
      required={withStates && (required.stateCode ?? false)}
    />
  );
  const zip = (
    <TextField
      label={screenLabels ? t`Zip/Postal Code` : t`Zip/PostalCode`}
      type="text"
      autoComplete="postal-code"
      maxLength={10}
      {...bind('postalCode')}
    />
  );
  return (
    <>
      <TextField
        label={account ? t`Address Line 1` : t`Billing Address Line 1`}
        type="text"
        autoComplete="address-line1"
        {...bind('line1')}
      />
      <TextField
        label={
          account ? t`Address Line 2 (if applicable)` : t`Billing Address Line 2 (if applicable)`
        }
        type="text"
        autoComplete="address-line2"
        {...bind('line2')}
      />
      <TextField label={t`City/Town`} type="text" autoComplete="address-level2" {...bind('city')} />
      {screenLabels ? (
        <>
          {state}
          {zip}
          {country}
        </>
      ) : (
        <>
          {country}
          {zip}
          {state}
        </>
      )}
    </>
  );
}
