import { useEffect, useState } from 'react';

/** Spec part 2 §4 and §9: the rides list's loading spinner hides after 1.5 s. */
export const SPINNER_MAX_MS = 1500;

/** Whether the spinner shows: while loading, for at most 1.5 s from the start of the load. */
export function useBriefSpinner(loading: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!loading) return undefined;
    const timer = setTimeout(() => setExpired(true), SPINNER_MAX_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading && !expired;
}
