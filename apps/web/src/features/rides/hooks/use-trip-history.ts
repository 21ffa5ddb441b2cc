import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useCompany } from '../../../stores/company.ts';
import { TripHistoryQuery } from '../api/trips.ts';
import { tripHistoryInput } from '../lib/history-input.ts';
import { initialHistory, loadFailed, loadStarted, pageLoaded } from '../lib/history-state.ts';
import type { HistoryTrip } from '../lib/ride-row-view.ts';
import type { RidesTab } from '../lib/rides-tab.ts';

const historyDocument = TripHistoryQuery;

/**
 * The rides of one tab, page by page (spec part 2 §4): a new tab or search starts again from
 * page 1 with an empty list; `loadMore` appends the next page; `refresh` reloads from page 1.
 * A failed call is only logged (spec part 2 §8): the list stops loading and shows no text.
 */
export function useTripHistory(tab: RidesTab, searchFor: string | null) {
  const client = useClient();
  const { timeZone } = useCompany();
  const [generation, setGeneration] = useState(0);
  const key = `${tab}|${searchFor ?? ''}|${generation}`;
  const [state, setState] = useState(() => initialHistory<HistoryTrip>(key));
  const current = useRef(key);
  current.current = key;

  const load = useCallback(
    async (forKey: string, loaded: number) => {
      setState((s) => loadStarted(s, forKey, loaded));
      const input = tripHistoryInput(tab, searchFor, loaded, new Date(), timeZone);
      const result = await client
        .query(historyDocument, { input }, { requestPolicy: 'network-only' })
        .toPromise();
      if (current.current !== forKey) return;
      const history = result.data?.getTripHistory;
      if (!history) {
        console.error('Trip history could not be loaded', result.error);
        setState(loadFailed);
        return;
      }
      const page = {
        trips: history.edges.map((edge) => edge.node),
        hasNextPage: history.pageInfo.hasNextPage,
      };
      setState((s) => pageLoaded(s, forKey, loaded, page));
    },
    [client, tab, searchFor, timeZone],
  );

  useEffect(() => {
    void load(key, 0);
  }, [load, key]);

  const fresh = state.key === key;
  return {
    trips: fresh ? state.trips : [],
    hasNextPage: fresh && state.hasNextPage,
    loading: !fresh || state.loading,
    failed: fresh && state.failed,
    loadMore: () => {
      if (fresh && !state.loading && state.hasNextPage) void load(key, state.trips.length);
    },
    refresh: () => setGeneration((g) => g + 1),
  };
}
