import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { signOut } from '../../features/auth/lib/sign-out.ts';

/**
 * /logout (spec part 1 §2): revoke the session on the server (failures only logged), forget the
 * auth data, reset the idle timer, the booking form and the current trip, land on /book.
 */
export function Logout() {
  const client = useClient();
  const navigate = useNavigate();
  useEffect(() => {
    signOut(client);
    void navigate('/book', { replace: true });
  }, [client, navigate]);
  return null;
}
