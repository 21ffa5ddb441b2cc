import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useConsoleAuth } from '../../lib/auth.ts';

/** The signed-in part of the console: anyone else is sent to sign in, and back here after. */
export function SignedIn({ children }: { children: ReactNode }) {
  const auth = useConsoleAuth();
  const location = useLocation();
  if (!auth) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return children;
}
