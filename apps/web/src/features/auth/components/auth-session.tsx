import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { saveSessionValues, takeExpiredRefreshToken, useAuth } from '../../../stores/auth.ts';
import { useIdleLogout } from '../hooks/use-idle-logout.ts';
import { revokeSessionLater, signOut } from '../lib/sign-out.ts';

// The calls' code and documents load on first use, so /book's first load carries none of them.
const sessionCalls = () => import('../api/session-calls.ts');

/**
 * The rider's session while the app runs (spec part 1 §3, §4): the session values when they are
 * missing, the idle logout, and revoking a session that expired while the app was closed.
 * Renders nothing.
 */
export function AuthSession() {
  const client = useClient();
  const navigate = useNavigate();
  const { signedIn, session } = useAuth();

  useEffect(() => {
    const expired = takeExpiredRefreshToken();
    if (expired) revokeSessionLater(client, expired);
  }, [client]);

  // Sign-in stores them at once; this covers a profile call that failed then, or auth data
  // stored by an older version of the app.
  const needsSessionValues = signedIn && session === null;
  useEffect(() => {
    if (!needsSessionValues) return undefined;
    let current = true;
    sessionCalls()
      .then((calls) => calls.fetchSessionValues(client))
      .then((values) => {
        if (values && current) saveSessionValues(values);
      })
      .catch((error: unknown) => console.error('Could not load the user profile', error));
    return () => {
      current = false;
    };
  }, [needsSessionValues, client]);

  useIdleLogout(signedIn, (fromOtherTab) => {
    signOut(client, { revoke: !fromOtherTab });
    void navigate('/book');
  });

  return null;
}
