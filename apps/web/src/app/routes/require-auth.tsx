import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { storeRedirectUrl, useAuth } from '../../stores/auth.ts';

function RedirectToBook({ from }: { from: Location }) {
  const navigate = useNavigate();
  useEffect(() => {
    storeRedirectUrl(`${from.pathname}${from.search}${from.hash}`);
    void navigate('/book', { replace: true, state: { from } });
  }, [from, navigate]);
  return null;
}

/**
 * Guard of the protected routes (spec part 1 §6): without stored auth data the visitor goes to
 * /book, with the original location in router state and the redirect URL stored for sign-in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  const location = useLocation();
  return signedIn ? children : <RedirectToBook from={location} />;
}
