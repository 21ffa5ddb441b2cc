import { useMemo, useState } from 'react';
import { useClient, useQuery } from 'urql';
import type { BoardFilter } from '../../../gql/graphql.ts';
import { errorMessage } from '../../../lib/errors.ts';
import {
  type BoardFilters,
  type BoardRide,
  matchesFilters,
  statusesAsked,
  upsertRide,
} from '../lib/board-state.ts';
import { boardDocument } from '../api/dispatch-api.ts';
import type { DispatchEvent, LiveStatus } from '../api/live-events.ts';
import { useDispatchEvents } from './use-dispatch-events.ts';

const PAGE_SIZE = 50;

const toBoardFilter = (filters: BoardFilters): BoardFilter => ({
  from: filters.from,
  to: filters.to,
  ...(statusesAsked(filters).length > 0 ? { statuses: [...statusesAsked(filters)] } : {}),
  ...(filters.driverId ? { driverId: filters.driverId } : {}),
  ...(filters.vehicleTypeId !== null ? { vehicleTypeId: filters.vehicleTypeId } : {}),
  ...(filters.unassignedOnly ? { unassignedOnly: true } : {}),
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
});

interface Pages {
  key: string;
  rides: BoardRide[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface Board {
  rides: BoardRide[];
  timeZone: string | undefined;
  /** Cancelled and no-show rides the other filters find (set apart by default). */
  endedCount: number | undefined;
  hasNextPage: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: string | undefined;
  live: LiveStatus;
  loadMore: () => void;
}

/**
 * The board for the filters: the first page, the pages loaded with "Load more", and the rides
 * live events changed since, each put in its place (or dropped when it no longer matches).
 * `onNewRide` hears of a ride that newly appears on the board from a live event.
 */
export function useBoard(
  filters: BoardFilters,
  paused: boolean,
  onNewRide: (ride: BoardRide) => void,
): Board {
  const client = useClient();
  const variables = useMemo(
    () => ({ filter: toBoardFilter(filters), first: PAGE_SIZE }),
    [filters],
  );
  const key = JSON.stringify(variables);
  const [{ data, error, fetching }] = useQuery({
    query: boardDocument,
    variables,
    pause: paused,
    requestPolicy: 'network-only',
  });
  const page = data?.dispatchBoard;
  const [more, setMore] = useState<Pages | null>(null);
  const [moreError, setMoreError] = useState<string | undefined>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [changed, setChanged] = useState<{ key: string; rides: Map<string, BoardRide> }>({
    key,
    rides: new Map(),
  });

  const loaded = more?.key === key ? more : null;
  const hasNextPage = loaded ? loaded.hasNextPage : (page?.hasNextPage ?? false);
  const rides = useMemo(() => {
    if (!page) return [];
    let list: BoardRide[] = [...page.rides];
    for (const ride of loaded?.rides ?? []) {
      if (!list.some((r) => r.id === ride.id)) list.push(ride);
    }
    if (changed.key !== key) return list;
    for (const ride of changed.rides.values()) {
      const current = list.find((r) => r.id === ride.id);
      if (current && current.updatedAt > ride.updatedAt) continue;
      list = upsertRide(
        list,
        ride,
        matchesFilters(ride, filters, page.timeZone),
        hasNextPage,
      ).rides;
    }
    return list;
  }, [page, loaded, changed, key, filters, hasNextPage]);

  const live = useDispatchEvents(
    !paused && !!page,
    page?.eventCursor ?? null,
    (event: DispatchEvent) => {
      const ride = event.ride;
      if (event.kind !== 'RIDE_CHANGED' || !ride || !page) return;
      if (
        !rides.some((r) => r.id === ride.id) &&
        matchesFilters(ride, filters, page.timeZone) &&
        upsertRide(rides, ride, true, hasNextPage).added
      ) {
        onNewRide(ride);
      }
      setChanged((current) => {
        const map = new Map(current.key === key ? current.rides : []);
        map.set(ride.id, ride);
        return { key, rides: map };
      });
    },
  );

  const loadMore = () => {
    const after = loaded ? loaded.endCursor : (page?.endCursor ?? null);
    if (!after || loadingMore) return;
    setLoadingMore(true);
    setMoreError(undefined);
    void client
      .query(boardDocument, { ...variables, after }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        setLoadingMore(false);
        const next = result.data?.dispatchBoard;
        if (!next) {
          setMoreError(errorMessage(result.error));
          return;
        }
        setMore({
          key,
          rides: [...(loaded?.rides ?? []), ...next.rides],
          endCursor: next.endCursor ?? null,
          hasNextPage: next.hasNextPage,
        });
      });
  };

  return {
    rides,
    timeZone: page?.timeZone,
    endedCount: page?.endedCount,
    hasNextPage,
    loading: fetching && !page,
    loadingMore,
    error: page ? moreError : errorMessage(error),
    live,
    loadMore,
  };
}
