import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';

/** Long enough to read the message, short enough not to strand anyone. */
export const NOT_FOUND_REDIRECT_MS = 3000;

export default function NotFoundScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate('/book', { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="screen">
      <h1 tabIndex={-1}>
        <Trans>No Page Found</Trans>
      </h1>
      <p className="muted">
        <Trans>Taking you to the booking page…</Trans>
      </p>
    </section>
  );
}
