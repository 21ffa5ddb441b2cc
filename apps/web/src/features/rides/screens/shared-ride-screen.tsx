import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useCompany } from '../../../stores/company.ts';
import { TripDetailsQuery } from '../api/trips.ts';
import { GuestCancel } from '../components/guest-cancel.tsx';
import { RideExtras } from '../components/ride-extras.tsx';
import { RideLoadFailed, RideLoading } from '../components/ride-loading.tsx';
import { RideOverview } from '../components/ride-overview.tsx';
import { useGuestCancelSecret } from '../hooks/use-guest-cancel-secret.ts';
import '../rides.css';

const detailsDocument = TripDetailsQuery;

function InvalidLink() {
  return (
    <section className="screen">
      <ScreenTitle />
      <div role="alert" className="notice ride-notice">
        <p className="ride-strong">
          <Trans>This ride link is not valid</Trans>
        </p>
        <p>
          <Trans>
            Check that the whole link was copied, or ask for the ride to be shared again.
          </Trans>
        </p>
      </div>
    </section>
  );
}

/**
 * /shared-ride?id=&td= (CLARIFICATIONS 1): one ride opened by its shared link, read only and
 * without a sign-in. The server answers only for the ride whose hash matches, without the
 * rider's contact details. Opened from a guest's booking mail (#cancel=…), it also offers Cancel
 * Ride under the rider's rules (decision 79).
 */
export default function SharedRideScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const hash = params.get('td') ?? '';
  const company = useCompany();
  const cancelSecret = useGuestCancelSecret(id);
  const [result, reexecute] = useQuery({
    query: detailsDocument,
    variables: { id, hash, coid: company.coid },
    pause: !id || !hash,
  });
  const trip = result.data?.getTripDetails;

  if (!id || !hash) return <InvalidLink />;
  if (!trip) {
    if (result.fetching) return <RideLoading />;
    if (result.error?.networkError) {
      return (
        <RideLoadFailed
          error={result.error}
          what={t`the ride`}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      );
    }
    return <InvalidLink />;
  }

  return (
    <section className="screen ride-details">
      <ScreenTitle>{`RIDE #${trip.confirmationNumber}`}</ScreenTitle>
      {!cancelSecret && <p className="muted">Shared with you, read only</p>}
      <RideOverview trip={trip} timeZone={company.timeZone} />
      <RideExtras trip={trip} />
      {cancelSecret && (
        <GuestCancel
          trip={trip}
          ride={{ id: trip.id, coid: company.coid, cancelSecret }}
          onCancelled={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
    </section>
  );
}
