import { Trans, useLingui } from '@lingui/react/macro';
import {
  billingAddressInput,
  canSaveBillingAddress,
  EMPTY_BILLING_ADDRESS,
  type BillingAddressValues,
} from '@ride/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { UpdateBillingAddressMutation } from '../api/billing-address.ts';
import { BillingAddressFields } from '../components/billing-address-fields.tsx';
import { useBillingProfile } from '../hooks/use-billing-profile.ts';
import '../components/card-entry.css';
import '../../../components/ui/forms.css';

const updateDocument = asDocument(UpdateBillingAddressMutation);
/** How long the success text shows before the rider is taken to /profile. */
const SUCCESS_DELAY_MS = 1_500;

function BillingAddressForm({ initial }: { initial: BillingAddressValues }) {
  const { t } = useLingui();
  const client = useClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const canSave = canSaveBillingAddress(values) && !saving;

  async function save() {
    if (!canSave || sending.current) return;
    sending.current = true;
    setSaving(true);
    setFailure(null);
    const result = await client
      .mutation(updateDocument, { input: { address: billingAddressInput(values) } })
      .toPromise();
    sending.current = false;
    setSaving(false);
    if (result.data?.updateUserAccount.id) {
      setSaved(true);
      setTimeout(() => void navigate('/profile'), SUCCESS_DELAY_MS);
    } else {
      setFailure(t`Your billing address could not be saved. Please try again.`);
    }
  }

  if (saved) {
    return (
      <StatusMessage>
        <p className="form-status__title">
          <Trans>Your billing address has been updated</Trans>
        </p>
      </StatusMessage>
    );
  }
  return (
    <>
      {failure && <FormBanner message={failure} onDismiss={() => setFailure(null)} />}
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <BillingAddressFields
          variant="profile"
          values={values}
          errors={{}}
          required={{ line1: true, city: true, postalCode: true, countryCode: true }}
          onValue={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          onBlur={() => undefined}
        />
        <button
          type="submit"
          className="button button--primary button--block form-submit"
          aria-disabled={!canSave}
          aria-busy={saving}
        >
          <Trans>SAVE ADDRESS</Trans>
        </button>
      </form>
    </>
  );
}

/**
 * /BillingAddressForCreditcards/create and /edit (spec part 2 §2): the profile's billing address,
 * saved through updateUserAccount; SAVE ADDRESS only by the rule of spec part 2 §5.
 */
export default function BillingAddressScreen() {
  const profile = useBillingProfile(true);
  return (
    <section className="screen">
      <ScreenTitle />
      {!profile.ready ? (
        <p role="status" className="muted">
          <Trans>Loading your address…</Trans>
        </p>
      ) : (
        <BillingAddressForm
          initial={{
            ...EMPTY_BILLING_ADDRESS,
            ...profile.address,
            countryCode: profile.address?.countryCode || EMPTY_BILLING_ADDRESS.countryCode,
          }}
        />
      )}
    </section>
  );
}
