import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { GuestContact } from '../hooks/use-guest-contact.ts';
import { CreatePasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';

/** Contact Information, and REGISTER (OPTIONAL) when the company allows accounts. */
export function GuestContactFields({
  contact,
  registrationAllowed,
  textUpdates,
  onTextUpdates,
}: {
  contact: GuestContact;
  registrationAllowed: boolean;
  /** Text the guest about the ride (decision 78). */
  textUpdates: boolean;
  onTextUpdates: (on: boolean) => void;
}) {
  const { values, shown, set, blur } = contact;
  const { t } = useLingui();
  return (
    <>
      <fieldset className="form-stack">
        <legend>
          <Trans>Contact Information</Trans>
        </legend>
        <TextField
          id="guest-firstName"
          name="firstName"
          label={t`First Name`}
          autoComplete="given-name"
          required
          value={values.firstName}
          error={shown.firstName}
          onValue={(value) => set('firstName', value)}
          onBlur={() => blur('firstName')}
        />
        <TextField
          id="guest-lastName"
          name="lastName"
          label={t`Last Name`}
          autoComplete="family-name"
          required
          value={values.lastName}
          error={shown.lastName}
          onValue={(value) => set('lastName', value)}
          onBlur={() => blur('lastName')}
        />
        <TextField
          id="guest-emailAddress"
          name="emailAddress"
          label={t`Email Address`}
          type="email"
          autoComplete="email"
          required
          value={values.emailAddress}
          error={shown.emailAddress}
          onValue={(value) => set('emailAddress', value)}
          onBlur={() => blur('emailAddress')}
        />
        <PhoneField
          countryOptions={contact.phoneCountries}
          value={values.phoneNumber}
          countryCode={values.phoneNumberCountryCode}
          error={shown.phoneNumber}
          onValue={(value) => set('phoneNumber', value)}
          onCountry={(code) => set('phoneNumberCountryCode', code)}
          onBlur={() => blur('phoneNumber')}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            name="textUpdates"
            checked={textUpdates}
            onChange={(event) => onTextUpdates(event.target.checked)}
          />
          <Trans>Text me when my chauffeur is assigned, on the way and arrived</Trans>
        </label>
      </fieldset>
      {registrationAllowed && (
        <fieldset className="form-stack">
          <legend>
            <Trans>REGISTER (OPTIONAL)</Trans>
          </legend>
          <CreatePasswordField
            value={values.password}
            error={shown.password}
            onValue={(value) => set('password', value)}
            onBlur={() => blur('password')}
          />
        </fieldset>
      )}
    </>
  );
}
