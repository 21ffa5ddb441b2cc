import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readText, writeText } from '../../../lib/storage.ts';
import { cancelSecretKey, cancelSecretOf } from '../lib/guest-cancel-secret.ts';

/**
 * The guest's cancel secret for the ride, from the mailed link (#cancel=…) or, after that, from
 * this tab's session storage. It is taken out of the address bar at once: it is never shown, and a
 * link copied from there shares the ride without the power to cancel it.
 */
export function useGuestCancelSecret(rideId: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = cancelSecretOf(location.hash);
  const { pathname, search } = location;
  // Browser storage and the address bar are outside React: kept in step after the render.
  useEffect(() => {
    if (!fromLink || !rideId) return;
    writeText('session', cancelSecretKey(rideId), fromLink);
    void navigate({ pathname, search }, { replace: true });
  }, [fromLink, rideId, pathname, search, navigate]);
  if (!rideId) return null;
  return fromLink ?? readText('session', cancelSecretKey(rideId));
}
