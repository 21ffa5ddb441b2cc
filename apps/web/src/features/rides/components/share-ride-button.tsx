import { useShareRide, type ShareData } from '../hooks/use-share-ride.ts';

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
        Share Ride Details
      </button>
      <div role="status" className="ride-actions__message">
        {step.kind === 'copied' && (
          <>
            <p className="ride-strong">Link copied</p>
            <p className="ride-actions__link">{step.url}</p>
          </>
        )}
        {step.kind === 'manual' && (
          <>
            <p className="ride-strong">Copy this link to share the ride:</p>
            <p className="ride-actions__link">{step.url}</p>
          </>
        )}
      </div>
    </>
  );
}
