import { Trans } from '@lingui/react/macro';
import { useQuery } from 'urql';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { GuestCancellationQuery } from '../api/trips.ts';
import { useGuestCancel } from '../hooks/use-guest-cancel.ts';
import { showsCancelRide, type DetailsTrip } from '../lib/ride-details-view.ts';
import { cancellationFeeNotice } from '../lib/ride-money.ts';
import { CancelRideButton, CannotCancelDialog, ConfirmCancelDialog } from './cancel-dialogs.tsx';

interface Props {
  trip: DetailsTrip;
  /** The ride, its company and the secret from the guest's booking mail. */
  ride: { id: string; coid: string; cancelSecret: string };
  onCancelled: () => void;
}

/**
 * Cancel Ride on the shared view, for the guest holding the mailed secret: the server says
 * whether it may be cancelled now and at what fee (the rider's rules), the guest confirms, the
 * ride is cancelled. A secret the server does not know for this ride says so.
 */
export function GuestCancel({ trip, ride, onCancelled }: Props) {
  const [result, refresh] = useQuery({
    query: GuestCancellationQuery,
    variables: { input: ride },
    requestPolicy: 'network-only',
  });
  const terms = result.data?.getGuestCancellation;
  const cancel = useGuestCancel(ride, terms, () => {
    refresh({ requestPolicy: 'network-only' });
    onCancelled();
  });

  if (cancel.step.kind === 'cancelled') {
    return (
      <StatusMessage>
        <p className="form-status__title">
          <Trans>Your Ride Has Been Cancelled Successfully!</Trans>
        </p>
      </StatusMessage>
    );
  }
  if (!terms) {
    const unknown = result.error?.graphQLErrors.some((e) => e.extensions.code === 'NOT_FOUND');
    return unknown ? (
      <p className="muted">
        <Trans>This link cannot cancel the ride. Please call us to cancel it.</Trans>
      </p>
    ) : null;
  }
  const shown = showsCancelRide({ isSharedView: false, reservationState: trip.reservationState });
  return (
    <>
      <CancelRideButton
        shown={shown}
        failed={cancel.step.kind === 'failed'}
        onCancel={() => {
          refresh({ requestPolicy: 'network-only' });
          cancel.start();
        }}
        onDismiss={cancel.dismiss}
      />
      {(cancel.step.kind === 'confirming' || cancel.step.kind === 'cancelling') && (
        <ConfirmCancelDialog
          busy={cancel.step.kind === 'cancelling'}
          feeNotice={cancellationFeeNotice({
            ...trip,
            cancellationFeeInMinorUnits: terms.cancellationFeeInMinorUnits ?? null,
          })}
          onYes={() => void cancel.confirm()}
          onNo={cancel.dismiss}
        />
      )}
      {cancel.step.kind === 'notAllowed' && (
        <CannotCancelDialog phone={cancel.step.phone} onClose={cancel.dismiss} />
      )}
    </>
  );
}
