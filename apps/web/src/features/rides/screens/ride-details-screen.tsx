import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { FormBanner } from '../../../components/ui/form-banner.tsx';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { resetBooking } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { TripDetailsQuery } from '../api/trips.ts';
import { CannotCancelDialog, ConfirmCancelDialog } from '../components/cancel-dialogs.tsx';
import { RideExtras } from '../components/ride-extras.tsx';
import { RideLoading } from '../components/ride-loading.tsx';
import { RideOverview } from '../components/ride-overview.tsx';
import { useCancelRide } from '../hooks/use-cancel-ride.ts';
import { useEditBooking } from '../hooks/use-edit-booking.ts';
import { CANCELLED_MESSAGE } from '../lib/cancel-outcome.ts';
import { showsCancelRide } from '../lib/ride-details-view.ts';
import { cancellationFeeNotice } from '../lib/ride-money.ts';
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
  // Spec part 2 §2: the booking form is cleared on entry.
  useEffect(() => resetBooking(), []);
  const [result, refresh] = useQuery({
    query: detailsDocument,
    variables: { id, ...(hash ? { hash } : {}) },
    pause: !id,
    requestPolicy: 'cache-and-network',
  });
  const trip = result.data?.getTripDetails;
  const cancel = useCancelRide(trip);
  const edit = useEditBooking(trip);

  if (!trip) {
    if (id && result.fetching) return <RideLoading />;
    // Spec part 2 §2, §8: no trip once loading is over → /login.
    return <Navigate to="/login" replace />;
  }

  const state = trip.reservationState;
  return (
    <section className="screen ride-details">
      <ScreenTitle>{`RIDE #${trip.confirmationNumber}`}</ScreenTitle>
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
              TRACK
            </button>
          )
        }
      />
      <RideExtras trip={trip} />
      {cancel.step.kind === 'cancelled' ? (
        <StatusMessage>
          <p className="form-status__title">{CANCELLED_MESSAGE}</p>
        </StatusMessage>
      ) : (
        <>
          {cancel.step.kind === 'failed' && (
            <FormBanner
              message="Your ride could not be cancelled. Please try again, or call us to cancel it."
              onDismiss={cancel.dismiss}
            />
          )}
          {showsCancelRide(trip) && (
            <button
              type="button"
              className="button button--secondary button--block ride-cancel"
              onClick={() => {
                // The fee the dialog names depends on the time: ask for it as of now.
                refresh({ requestPolicy: 'network-only' });
                cancel.start();
              }}
            >
              Cancel Ride
            </button>
          )}
        </>
      )}
      {(cancel.step.kind === 'confirming' || cancel.step.kind === 'cancelling') && (
        <ConfirmCancelDialog
          busy={cancel.step.kind === 'cancelling'}
          feeNotice={cancellationFeeNotice(trip)}
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
