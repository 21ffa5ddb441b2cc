import { t } from '@lingui/core/macro';
import { rideStatusWords } from '@ride/domain';
import { formatMoney } from '../../../lib/format.ts';
import { statusText } from '../../../lib/i18n/status-text.ts';
import { useRef, useState } from 'react';
import { useMutation } from 'urql';
import { ErrorAlert } from '../../../components/notices.tsx';
import '../../../components/confirm-dialog.css';
import type { DispatchRide } from './ride-details.tsx';
import { setRideStatusDocument } from '../api/ride-api.ts';

const CONFIRMED = new Set(['CANCELLED', 'NO_SHOW']);

const actionLabel = (status: string) =>
  status === 'CANCELLED'
    ? t`Cancel ride`
    : status === 'NO_SHOW'
      ? t`Mark no-show`
      : t`Set to: ${statusText(rideStatusWords(status, true))}`;

/**
 * The statuses the dispatcher may move the ride to now. Cancel and no-show first state what the
 * company's fee rule will charge, and act only once confirmed.
 */
export function StatusActions({
  ride,
  onChanged,
}: {
  ride: DispatchRide;
  onChanged: (message: string) => void;
}) {
  const [result, setStatus] = useMutation(setRideStatusDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const number = ride.ride.confirmationNumber;

  async function apply(status: string) {
    const answer = await setStatus({ id: ride.ride.id, status });
    if (answer.data) {
      onChanged(t`Ride #${number}: ${statusText(answer.data.setRideStatus.ride.statusLabel)}.`);
    }
  }

  function ask(status: string) {
    if (!CONFIRMED.has(status)) {
      void apply(status);
      return;
    }
    setConfirming(status);
    dialog.current?.showModal();
  }

  const fee = confirming === 'NO_SHOW' ? ride.noShowFeeMinor : ride.cancellationFeeMinor;
  const close = () => {
    dialog.current?.close();
    setConfirming(null);
  };

  return (
    <section className="card ride-section" aria-labelledby="ride-status">
      <h2 id="ride-status">{t`Status: ${statusText(ride.ride.statusLabel)}`}</h2>
      {ride.nextStatuses.length === 0 ? <p>{t`The ride is over: its status is final.`}</p> : null}
      <div className="actions">
        {ride.nextStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className={CONFIRMED.has(status) ? 'danger' : undefined}
            disabled={result.fetching}
            onClick={() => ask(status)}
          >
            {actionLabel(status)}
          </button>
        ))}
      </div>
      <ErrorAlert error={result.error} />
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby="status-confirm-title"
        onClose={() => setConfirming(null)}
      >
        <h2 id="status-confirm-title">
          {confirming === 'NO_SHOW'
            ? t`Mark ride #${number} a no-show?`
            : t`Cancel ride #${number}?`}
        </h2>
        <p>
          {fee > 0
            ? t`The company's fee rule charges the rider ${formatMoney(fee, ride.ride.currency)}.`
            : t`The rider is charged nothing: the card hold is released.`}
        </p>
        <div className="actions">
          <button
            type="button"
            className="danger"
            onClick={() => {
              const status = confirming;
              close();
              if (status) void apply(status);
            }}
          >
            {fee > 0
              ? confirming === 'NO_SHOW'
                ? t`Mark no-show and charge ${formatMoney(fee, ride.ride.currency)}`
                : t`Cancel ride and charge ${formatMoney(fee, ride.ride.currency)}`
              : confirming === 'NO_SHOW'
                ? t`Mark no-show`
                : t`Cancel ride`}
          </button>
          <button type="button" onClick={close}>
            {t`Keep the ride`}
          </button>
        </div>
      </dialog>
    </section>
  );
}
