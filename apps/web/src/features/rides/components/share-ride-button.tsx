import { useShareRide, type ShareData } from '../hooks/use-share-ride.ts';
import { Trans } from '@lingui/react/macro';

/** Share Ride Details: the share sheet, or the link copied (or shown) with a status message. */
export function ShareRideButton({ data }: { data: ShareData }) {
  const { step, share } = useShareRide();
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--block"
        onClick={() => void share(data)}
      >
        <Trans>Share Ride Details</Trans>
      </button>
      <div role="status" className="ride-actions__message">
        {step.kind === 'copied' && (
          <>
            <p className="ride-strong">
              <Trans>Link copied</Trans>
            </p>
            <p className="ride-actions__link">{step.url}</p>
          </>
        )}
        {step.kind === 'manual' && (
          <>
            <p className="ride-strong">
              <Trans>Copy this link to share the ride:</Trans>
            </p>
            <p className="ride-actions__link">{step.url}</p>
          </>
        )}
      </div>
    </>
  );
}
