import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { useDebouncedCallback } from 'use-debounce';
import { useDispatchEvents } from '../../dispatch/index.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { overviewDocument } from '../api/overview-api.ts';

/** The to-do list's two hours move with the clock: the numbers are read again this often. */
const REFRESH_MS = 60_000;

/**
 * Today's numbers, live: the board's dispatch events (from when the overview was first read) make
 * it read them again, once a burst of changes settles.
 */
export function useOverview() {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: overviewDocument,
    requestPolicy: 'network-only',
  });
  const overview = data?.dispatchOverview;
  // The stream follows on from the first reading; reading again does not restart it.
  const [since, setSince] = useState<string | null>(null);
  if (since === null && overview) setSince(overview.eventCursor);
  const reread = useDebouncedCallback(() => reexecute({ requestPolicy: 'network-only' }), 400, {
    maxWait: 2000,
  });
  const live = useDispatchEvents(since !== null, since, (event) => {
    if (event.kind === 'RIDE_CHANGED') reread();
  });
  useEffect(() => {
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reexecute]);
  return {
    overview,
    live,
    loading: fetching && !overview,
    error: overview ? undefined : errorMessage(error),
  };
}
