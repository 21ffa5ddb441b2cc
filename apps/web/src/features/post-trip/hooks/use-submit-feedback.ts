import type { TipPercent } from '@ride/domain';
import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import { useCompany } from '../../../stores/company.ts';
import { submitTripFeedbackDocument } from '../api/trip-feedback.ts';
import { feedbackFailure } from '../lib/feedback-failure.ts';

/**
 * Sends the tip and rating once per tap (a second tap while it is under way sends nothing), with
 * an Idempotency-Key so a retried request is the same request; the server stores feedback once in
 * any case. `onSent` runs when the server has it.
 */
export function useSubmitFeedback(reservationId: string, onSent: () => void) {
  const client = useClient();
  const { coid } = useCompany();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(tipPercent: TipPercent | null, rating: number) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await client
        .mutation(
          submitTripFeedbackDocument,
          { input: { coid, reservationId, tipPercent, rating } },
          idempotentContext(),
        )
        .toPromise();
      if (result.data?.submitTripFeedback) onSent();
      else setFailure(feedbackFailure(result.error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, failure, submit, dismiss: () => setFailure(null) };
}
