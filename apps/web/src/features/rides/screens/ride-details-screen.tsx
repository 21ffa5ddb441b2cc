import { Trans, useLingui } from '@lingui/react/macro';
import { reservationStatusView } from '@ride/domain';
import { useEffect, Suspense } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { resetBooking } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { TripDetailsQuery } from '../api/trips.ts';
import {
  CancelRideButton,
  CannotCancelDialog,
  ConfirmCancelDialog,
} from '../components/cancel-dialogs.tsx';
import { RideExtras } from '../components/ride-extras.tsx';
import { RideLoading } from '../components/ride-loading.tsx';
import { RideOverview } from '../components/ride-overview.tsx';
import { useCancelRide } from '../hooks/use-cancel-ride.ts';
import { useEditBooking } from '../hooks/use-edit-booking.ts';
import { isOwnTrip, showsCancelRide } from '../lib/ride-details-view.ts';
import { cancellationFeeNotice, cancelledMoneyLine } from '../lib/ride-money.ts';
import { PushOptIn } from '../../notices/index.ts';
import { trackingPathFor } from '../lib/track-return.ts';
import '../rides.css';

const detailsDocument = TripDetailsQuery;

/** /my-rides/details?id=&td= (spec part 2 §2, §4): one ride, with Cancel Ride. */
export default function RideDetailsScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const hash = params.get('td');
  const navigate = useNavigate();
  const { timeZone } = useCompany();
  const { t } = useLingui();
  // Spec part 2 §2: the booking form is cleared on entry.
  useEffect(() => resetBooking(), []);
  const [result, refresh] = useQuery({
    query: detailsDocument,
    variables: { id, ...(hash ? { hash } : {}) },
    pause: !id,
    requestPolicy: 'cache-and-network',
  });
  const trip = result.data?.getTripDetails;
  // After a cancel the rides list says what the card was left with (the ride as read again).
  const cancel = useCancelRide(trip, () =>
    trip && isOwnTrip(trip) && trip.reservationState.type === 'CANCELLED'
      ? [t`Ride #${trip.confirmationNumber} is cancelled.`, cancelledMoneyLine(trip)]
          .filter(Boolean)
          .join(' ')
      : null,
  );
  const edit = useEditBooking(trip);

  if (!trip) {
    if (id && result.fetching) return <RideLoading />;
    // Spec part 2 §2, §8: no trip once loading is over → /login.
    return <Navigate to="/login" replace />;
  }

  const state = trip.reservationState;
  const number = trip.confirmationNumber;
  return (
    <section className="screen ride-details">
      <ScreenTitle>{t`RIDE #${number}`}</ScreenTitle>
      <RideOverview
        trip={trip}
        timeZone={timeZone}
        onEdit={edit}
        statusAction={
          state.isTrackable && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void navigate(trackingPathFor(trip.id, `/my-rides/details?${params.toString()}`))
              }
            >
              <Trans>TRACK</Trans>
            </button>
          )
        }
      />
      <RideExtras trip={trip} />
      {!reservationStatusView(state.type).isTerminal && cancel.step.kind !== 'cancelled' && (
        <Suspense fallback={null}>
          <PushOptIn />
        </Suspense>
      )}
      {cancel.step.kind === 'cancelled' ? (
        <StatusMessage>
          <p className="form-status__title">
            <Trans>Your Ride Has Been Cancelled Successfully!</Trans>
          </p>
          {/* The ride is read again after the cancel: its ledger says what the card was left with. */}
          {state.type === 'CANCELLED' && isOwnTrip(trip) && <p>{cancelledMoneyLine(trip)}</p>}
        </StatusMessage>
      ) : (
        <>
          <CancelRideButton
            shown={showsCancelRide(trip)}
            failed={cancel.step.kind === 'failed'}
            onCancel={() => {
              refresh({ requestPolicy: 'network-only' });
              cancel.start();
            }}
            onDismiss={cancel.dismiss}
          />
        </>
      )}
      {(cancel.step.kind === 'confirming' || cancel.step.kind === 'cancelling') && (
        <ConfirmCancelDialog
          busy={cancel.step.kind === 'cancelling'}
          feeNotice={isOwnTrip(trip) ? cancellationFeeNotice(trip) : null}
          onYes={() => void cancel.confirm()}
          onNo={cancel.dismiss}
        />
      )}
      {cancel.step.kind === 'notAllowed' && (
        <CannotCancelDialog phone={cancel.step.phone} onClose={cancel.dismiss} />
      )}
    </section>
  );
}
