import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { addCardErrorMessage } from '@ride/domain';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { asDocument } from '../../../lib/graphql/document.ts';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { useCompany } from '../../../stores/company.ts';
import { CreateNewSavedPaymentMutation } from '../api/saved-cards.ts';
import { CardEntry, type CardEntryHandle } from '../components/card-entry.tsx';
import { gatewayFailureOf } from '../lib/gateway-failure.ts';
import '../components/payments.css';
import '../../../components/ui/forms.css';

const addCardDocument = asDocument(CreateNewSavedPaymentMutation);
/** Spec part 2 §9: the overlay stops 0.3 s after a failure. */
const FAILURE_SPINNER_MS = 300;

/**
 * /my-payments/addNew (spec part 2 §2 and §4): the human check, then the card form; a saved card
 * goes back to /my-payments (and the address to the profile when ticked).
 */
export default function AddCardScreen() {
  const { t } = useLingui();
  const client = useClient();
  const navigate = useNavigate();
  const { coid } = useCompany();
  const entry = useRef<CardEntryHandle>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);

  async function submit() {
    if (sending.current || !entry.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const result = await entry.current.tokenize();
      if (!result) return;
      const { card, saveAsDefaultBillingAddress } = result;
      const answer = await client
        .mutation(
          addCardDocument,
          { input: { ...card, coid, saveAsDefaultBillingAddress } },
          idempotentContext(),
        )
        .toPromise();
      if (answer.data?.createNewSavedPayment.id) {
        await navigate('/my-payments', { replace: true });
        return;
      }
      const failure = gatewayFailureOf(answer.error);
      entry.current.fail(addCardErrorMessage(failure.message, card.gateway), failure);
    } finally {
      await new Promise((resolve) => setTimeout(resolve, FAILURE_SPINNER_MS));
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <section className="screen" aria-busy={busy}>
      <ScreenTitle />
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CardEntry ref={entry} requireHumanCheck signedIn onReadyChange={setReady} />
        {ready && (
          <button
            type="submit"
            className="button button--primary button--block form-submit"
            aria-disabled={busy}
            aria-busy={busy}
          >
            <Trans>Add a Credit Card</Trans>
          </button>
        )}
      </form>
      {busy && (
        <div className="busy-overlay" role="status" aria-label={t`Adding the card`}>
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
    </section>
  );
}
