import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { idempotentContext } from '../../../lib/graphql/errors.ts';
import type { SubmitTripFeedbackMutation, TipAmountInput } from '../../../lib/gql/graphql.ts';
import { useCompany } from '../../../stores/company.ts';
import { submitTripFeedbackDocument } from '../api/trip-feedback.ts';
import { feedbackFailure } from '../lib/feedback-failure.ts';

export type SentFeedback = SubmitTripFeedbackMutation['submitTripFeedback'];

/** The tip as the server takes it: a percent, an amount of the rider's own, or neither. */
export interface TipInput {
  tipPercent: number | null;
  customTip: TipAmountInput | null;
}

/**
 * Sends the tip and rating once per tap (a second tap while it is under way sends nothing), with
 * an Idempotency-Key so a retried request is the same request; the server stores feedback once in
 * any case. `onSent` gets what the server stored.
 */
export function useSubmitFeedback(reservationId: string, onSent: (sent: SentFeedback) => void) {
  const client = useClient();
  const { coid } = useCompany();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(tip: TipInput, rating: number) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await client
        .mutation(
          submitTripFeedbackDocument,
          { input: { coid, reservationId, ...tip, rating } },
          idempotentContext(),
        )
        .toPromise();
      const sent = result.data?.submitTripFeedback;
      if (sent) onSent(sent);
      else setFailure(feedbackFailure(result.error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, failure, submit, dismiss: () => setFailure(null) };
}
