import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import { useMutation } from 'urql';
import { ErrorAlert } from '../../../components/notices.tsx';
import '../../../components/confirm-dialog.css';
import { refundRideDocument } from '../api/money-documents.ts';
import { minorToInput, parseAmountMinor } from '../lib/money-format.ts';

/**
 * Refunds part or all of what a ride charged (admins). The dialog is mounted once per opening and
 * draws its idempotency key then: a double click, or Refund again after a failure, asks for the
 * same refund, which the server makes once.
 */
export function RefundDialog({
  reservationId,
  confirmationNumber,
  refundableMinor,
  currency,
  onClose,
}: {
  reservationId: string;
  confirmationNumber: string;
  refundableMinor: number;
  currency: string;
  onClose: (message?: string) => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [idempotencyKey] = useState(() => `console-refund-${crypto.randomUUID()}`);
  const [amount, setAmount] = useState(() => minorToInput(refundableMinor));
  const [problem, setProblem] = useState<string | undefined>();
  const [result, refund] = useMutation(refundRideDocument);

  // A native modal dialog keeps the focus inside and closes on Escape.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (result.fetching) return;
    const amountMinor = parseAmountMinor(amount);
    if (amountMinor === undefined || amountMinor > refundableMinor) {
      return setProblem(
        t`Enter an amount above 0 and at most ${formatMoney(refundableMinor, currency)}.`,
      );
    }
    setProblem(undefined);
    const answer = await refund({
      input: {
        reservationId,
        idempotencyKey,
        // The whole rest is asked without an amount: "all that is left captured".
        ...(amountMinor === refundableMinor ? {} : { amountMinor }),
      },
    });
    if (answer.data) onClose(t`Refunded ${formatMoney(amountMinor, currency)}.`);
  }

  return (
    <dialog
      ref={dialog}
      className="card confirm-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={() => onClose()}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="form">
        <h2 id={`${id}-title`}>{t`Refund ride #${confirmationNumber}`}</h2>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t`Amount (${currency})`}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          />
          <p className="hint" id={`${id}-hint`}>
            {t`Up to ${formatMoney(refundableMinor, currency)}, what the rider was charged and not yet refunded.`}
          </p>
          {problem ? (
            <p className="field-error" id={`${id}-error`}>
              {problem}
            </p>
          ) : null}
        </div>
        <ErrorAlert error={result.error} />
        <div className="actions">
          <button type="submit" className="danger" disabled={result.fetching}>
            {result.fetching ? t`Refunding…` : t`Refund`}
          </button>
          <button type="button" onClick={() => onClose()} autoFocus>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </dialog>
  );
}
