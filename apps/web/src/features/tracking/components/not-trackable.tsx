import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../stores/auth.ts';

/**
 * A ride that is not there to be tracked: a wrong or partial link, another rider's ride, or a
 * ride of the signed-in rider's that the server does not know. The server answers all of them
 * alike, so this says what may help: the whole link, or signing in.
 */
export function NotTrackable() {
  const { signedIn } = useAuth();
  const location = useLocation();
  return (
    <div role="alert" className="notice tracking-notice">
      <p className="tracking-strong">
        <Trans>This ride can’t be tracked</Trans>
      </p>
      {signedIn ? (
        <p>
          <Trans>
            Check that the whole link was copied, or open the ride from{' '}
            <Link to="/my-rides">your rides</Link>.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Check that the whole link was copied, or{' '}
            <Link to="/login" state={{ from: location }}>
              sign in
            </Link>{' '}
            to track your own ride.
          </Trans>
        </p>
      )}
    </div>
  );
}
