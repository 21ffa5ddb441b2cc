import { t, msg } from '@lingui/core/macro';
import { DataTable } from '../../../components/data-table.tsx';
import type { CombinedError } from '@urql/core';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/notices.tsx';
import type { ConsoleReservationMoneyFragment } from '../../../gql/graphql.ts';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import {
  captureRideDocument,
  chargeCancellationFeeDocument,
  rideMoneyDocument,
  rideMoneyFactsDocument,
  voidRideDocument,
} from '../api/money-documents.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { rideMoneyActions } from '../lib/ride-money-actions.ts';
import '../money.css';

const KIND_LABELS: Record<string, MessageDescriptor> = {
  AUTHORISED: msg`Card hold`,
  CAPTURED: msg`Captured`,
  VOIDED: msg`Hold released`,
  REFUNDED: msg`Refunded`,
};

function LedgerSums({ money }: { money: ConsoleReservationMoneyFragment }) {
  const sums: [string, number][] = [
    [t`Authorised`, money.authorisedMinor],
    [t`Held`, money.heldMinor],
    [t`Captured`, money.capturedMinor],
    [t`Released`, money.voidedMinor],
    [t`Refunded`, money.refundedMinor],
    [t`Charged`, money.chargedMinor],
  ];
  return (
    <dl className="money-summary amounts">
      {sums.map(([label, minor]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatMoney(minor, money.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The fee button's words: "Charge no-show fee of $25.00", "Charge cancellation fee". */
function feeButtonLabel(
  fee: { label: 'cancellation' | 'no-show'; amountMinor: number | null },
  price: (minor: number) => string,
): string {
  if (fee.amountMinor == null) {
    return fee.label === 'no-show' ? t`Charge no-show fee` : t`Charge cancellation fee`;
  }
  const amount = price(fee.amountMinor);
  return fee.label === 'no-show'
    ? t`Charge no-show fee of ${amount}`
    : t`Charge cancellation fee of ${amount}`;
}

/**
 * A ride's money on the dispatcher's ride page: the ledger's sums and movements, and the actions
 * the ride's state allows (capture, release, fee; refund for admins). Every action's answer is
 * the new ledger; `onChanged` lets the page reload what it shows of the money. The page keeps
 * the last action's outcome (`notice`): the panel is mounted afresh when the money moves, and the
 * dispatcher must still read what their action did.
 */
export function RideMoneyPanel({
  reservationId,
  notice,
  onNotice,
  onChanged,
}: {
  reservationId: string;
  notice: string;
  onNotice: (notice: string) => void;
  onChanged: () => void;
}) {
  const viewer = useConsoleViewer();
  const id = useId();
  const [ledger, reloadLedger] = useQuery({
    query: rideMoneyDocument,
    variables: { reservationId },
  });
  const [facts, reloadFacts] = useQuery({
    query: rideMoneyFactsDocument,
    variables: { id: reservationId },
  });
  const [captured, capture] = useMutation(captureRideDocument);
  const [voided, release] = useMutation(voidRideDocument);
  const [feeCharged, chargeFee] = useMutation(chargeCancellationFeeDocument);
  const [actionError, setActionError] = useState<CombinedError | undefined>();
  const [refunding, setRefunding] = useState(0);
  const [confirmingCapture, setConfirmingCapture] = useState(false);
  const busy = captured.fetching || voided.fetching || feeCharged.fetching;
  const money = ledger.data?.reservationLedger;
  const ride = facts.data?.dispatchRide;

  function changed(message: string) {
    onNotice(message);
    reloadLedger({ requestPolicy: 'network-only' });
    reloadFacts({ requestPolicy: 'network-only' });
    onChanged();
  }

  /** Runs one action; its answer is the new ledger, which the notice reads from. */
  async function act<T>(
    run: () => Promise<{ error?: CombinedError | undefined; data?: T | undefined }>,
    done: (data: T) => string,
  ) {
    if (busy) return;
    setActionError(undefined);
    onNotice('');
    const answer = await run();
    if (answer.data) changed(done(answer.data));
    else setActionError(answer.error);
  }

  const heading = (
    <h2 id={`${id}-title`} className="ride-money-title">
      {t`Money`}
    </h2>
  );
  // What the last action did stays on screen while the panel, mounted afresh, loads the ledger.
  const outcome = (
    <p role="status" className="form-ok">
      {notice}
    </p>
  );
  if (!money) {
    return (
      <section className="ride-money" aria-labelledby={`${id}-title`}>
        {heading}
        {outcome}
        {ledger.fetching ? <p role="status">{t`Loading…`}</p> : <ErrorAlert error={ledger.error} />}
      </section>
    );
  }

  const actions = ride
    ? rideMoneyActions(
        {
          status: ride.ride.status,
          totalMinor: ride.ride.totalMinor,
          tipMinor: ride.tipMinor,
          cancellationFeeMinor: ride.cancellationFeeMinor,
          noShowFeeMinor: ride.noShowFeeMinor,
        },
        money,
        viewer.role,
      )
    : undefined;
  const price = (minor: number) => formatMoney(minor, money.currency);
  const vars = { reservationId };

  return (
    <section className="ride-money" aria-labelledby={`${id}-title`}>
      {heading}
      <LedgerSums money={money} />
      {money.entries.length === 0 ? (
        <p>{t`No card movements yet.`}</p>
      ) : (
        <DataTable
          caption={t`Card movements`}
          rows={money.entries}
          rowKey={(entry) => entry.id}
          columns={[
            {
              header: t`Movement`,
              rowHeader: true,
              cell: (entry) => {
                const label = KIND_LABELS[entry.kind];
                return label ? i18n._(label) : entry.kind;
              },
            },
            {
              header: t`Amount`,
              className: 'amounts',
              cell: (entry) => formatMoney(entry.amountMinor, entry.currency),
            },
            {
              header: t`When`,
              cell: (entry) => formatInstant(entry.createdAt, viewer.company.timeZone),
            },
          ]}
        />
      )}
      {actions?.captureMinor != null && actions.captureDueMinor > actions.captureMinor ? (
        <p className="hint">
          {t`The price lines and tip come to ${price(actions.captureDueMinor)}; the card hold covers ${price(actions.captureMinor)}.`}
        </p>
      ) : null}
      <ErrorAlert error={actionError ?? facts.error} />
      {outcome}
      {actions ? (
        <div className="actions">
          {actions.captureMinor != null ? (
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => {
                onNotice('');
                setConfirmingCapture(true);
              }}
            >
              {t`Capture ${price(actions.captureMinor)}`}
            </button>
          ) : null}
          {actions.release ? (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void act(
                  () => release(vars),
                  () => t`The card hold is released.`,
                )
              }
            >
              {t`Release hold of ${price(money.heldMinor)}`}
            </button>
          ) : null}
          {actions.fee ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                const noShow = actions.fee?.label === 'no-show';
                void act(
                  () => chargeFee(vars),
                  (data) => {
                    const captured = price(data.chargeCancellationFee.capturedMinor);
                    return noShow
                      ? t`Charged the no-show fee: ${captured} captured.`
                      : t`Charged the cancellation fee: ${captured} captured.`;
                  },
                );
              }}
            >
              {feeButtonLabel(actions.fee, price)}
            </button>
          ) : null}
          {actions.refundableMinor != null ? (
            <button
              type="button"
              className="danger"
              disabled={busy || refunding > 0}
              onClick={() => {
                onNotice('');
                setRefunding((n) => n + 1);
              }}
            >
              {t`Refund…`}
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingCapture && actions?.captureMinor != null}
        id={`${id}-capture`}
        closedLabel={t`Capture`}
        title={t`Capture ${price(actions?.captureMinor ?? 0)}?`}
        confirmLabel={t`Charge ${price(actions?.captureMinor ?? 0)}`}
        error={undefined}
        busy={busy}
        onConfirm={() => {
          setConfirmingCapture(false);
          void act(
            () => capture(vars),
            (data) => t`Captured; ${price(data.captureRide.capturedMinor)} captured in all.`,
          );
        }}
        onClose={() => setConfirmingCapture(false)}
      >
        {t`Ride #${money.confirmationNumber}: ${price(actions?.captureMinor ?? 0)} will be charged to the rider’s ${money.cardBrand} card ending in ${money.cardLastDigits}.`}
      </ConfirmDialog>
      {refunding > 0 && actions?.refundableMinor != null ? (
        <RefundDialog
          key={refunding}
          reservationId={reservationId}
          confirmationNumber={money.confirmationNumber}
          refundableMinor={actions.refundableMinor}
          currency={money.currency}
          onClose={(message) => {
            setRefunding(0);
            if (message) changed(message);
          }}
        />
      ) : null}
    </section>
  );
}
