import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPTY_BILLING_ADDRESS,
  hasAddressInput,
  isEmailChange,
  profileInput,
  validateProfile,
  type ProfileValues,
} from '@ride/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { PersonNameFields } from '../../../components/ui/person-name-fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { asDocument } from '../../../lib/graphql/document.ts';
import { saveSessionValues, useAuth } from '../../../stores/auth.ts';
import { BillingAddressFields } from '../../payments/index.ts';
import { UpdateProfileMutation } from '../api/profile.ts';
import { usePhoneRule } from '../hooks/use-phone-rule.ts';
import { useProfile, type Profile } from '../hooks/use-profile.ts';
import { profileFailure } from '../lib/profile-failure.ts';
import '../components/profile.css';

const updateDocument = asDocument(UpdateProfileMutation);
/** Spec part 2 §2, "Profile". */
const PROFILE_UPDATED_TEXT = msg`Your profile has been updated`;
/** How long the success text shows before the rider is taken back to /profile. */
const SUCCESS_DELAY_MS = 1_500;
const ADDRESS_FIELDS = [
  'line1',
  'line2',
  'city',
  'stateCode',
  'postalCode',
  'countryCode',
] as const;

function formValues(profile: Profile): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    currentPassword: '',
    phone: profile.phone,
    ...profile.address,
    countryCode: profile.address.countryCode || EMPTY_BILLING_ADDRESS.countryCode,
  };
}

function EditProfileForm({ profile, onSaved }: { profile: Profile; onSaved(): void }) {
  const { t } = useLingui();
  const client = useClient();
  const { session } = useAuth();
  const originalEmail = profile.email;
  const phoneNumberError = usePhoneRule();
  const form = useForm(formValues(profile), (values) =>
    validateProfile(values, { originalEmail, ...(phoneNumberError ? { phoneNumberError } : {}) }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const email = form.field('email');
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, form.field(name)]),
  ) as Record<(typeof ADDRESS_FIELDS)[number], ReturnType<typeof form.field>>;
  const addressValues = Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, address[name].value]),
  ) as Pick<ProfileValues, (typeof ADDRESS_FIELDS)[number]>;
  const addressBegun = hasAddressInput(addressValues);

  async function save(values: ProfileValues) {
    // Until the phone rule has loaded, a number cannot be judged, so nothing is sent.
    if (!phoneNumberError) return;
    setFailure(null);
    const result = await client
      .mutation(updateDocument, { input: profileInput(values, originalEmail) })
      .toPromise();
    const saved = result.data?.updateUserAccount;
    if (!saved) {
      setFailure(
        profileFailure(result.error, t`Your profile could not be saved. Please try again.`),
      );
      return;
    }
    // The menu shows the rider's name and e-mail: they follow the saved profile at once.
    if (session) {
      saveSessionValues({
        ...session,
        firstName: saved.firstName,
        lastName: saved.lastName,
        emailAddress: saved.email,
        phone: saved.phone,
      });
    }
    onSaved();
  }

  return (
    <>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <form className="form-stack" noValidate onSubmit={form.onSubmit(save)}>
        <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
        <TextField label={t`Email`} type="email" autoComplete="email" {...email} />
        {isEmailChange(email.value, originalEmail) && (
          <TextField
            label={t`Current Password`}
            hint={t`Changing your email needs your current password.`}
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
        )}
        <TextField
          label={t`Phone Number`}
          hint={t`With the country code (+44 …) when it is not in your address's country.`}
          type="tel"
          autoComplete="tel"
          {...form.field('phone')}
          required={false}
        />
        <fieldset className="profile-fieldset">
          <legend>
            <Trans>Address</Trans>
          </legend>
          <BillingAddressFields
            variant="account"
            values={addressValues}
            errors={Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, address[name].error]))}
            required={{
              line1: addressBegun,
              city: addressBegun,
              postalCode: addressBegun,
              countryCode: addressBegun,
              stateCode: addressBegun,
            }}
            onValue={(field, value) => address[field].onValue(value)}
            onBlur={(field) => address[field].onBlur()}
          />
        </fieldset>
        <SubmitButton
          label={t`Save`}
          disabled={form.disabled || phoneNumberError === null}
          busy={form.busy}
        />
      </form>
      <Link to="/profile" className="button button--secondary button--block">
        <Trans>Cancel</Trans>
      </Link>
    </>
  );
}

/**
 * /EditProfile (spec part 2 §2, "Profile"; docs/decisions/0042): the profile form. Save only
 * when valid; afterwards the success text, then back to /profile, which loads the saved profile.
 */
export default function EditProfileScreen() {
  const { t } = useLingui();
  const { profile, fetching, error, retry } = useProfile();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  return (
    <section className="screen">
      <ScreenTitle />
      {saved ? (
        <StatusMessage>
          <p className="form-status__title">{t(PROFILE_UPDATED_TEXT)}</p>
        </StatusMessage>
      ) : (
        <>
          <LoadState
            fetching={fetching && !profile}
            error={error}
            what={t`your profile`}
            onRetry={retry}
          />
          {profile && (
            <EditProfileForm
              profile={profile}
              onSaved={() => {
                setSaved(true);
                setTimeout(() => void navigate('/profile'), SUCCESS_DELAY_MS);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
