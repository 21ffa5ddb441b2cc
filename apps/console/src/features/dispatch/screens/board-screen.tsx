import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { BoardFiltersForm } from '../components/board-filters.tsx';
import { BoardList } from '../components/board-list.tsx';
import {
  type BoardFilters,
  dayIn,
  filtersFromSearch,
  searchOfFilters,
} from '../lib/board-state.ts';
import { formatPickup } from '../lib/dispatch-format.ts';
import { LiveBadge } from '../components/live-badge.tsx';
import { useBoard } from '../hooks/use-board.ts';
import { useDebouncedCallback } from 'use-debounce';
import '../dispatch.css';

const DAY_MS = 24 * 60 * 60_000;

/** What is wrong with the days asked for, as the server would refuse them. */
function rangeProblem(filters: BoardFilters): string | undefined {
  if (filters.to < filters.from) return t`The last day must not be before the first.`;
  if (Date.parse(filters.to) - Date.parse(filters.from) > 31 * DAY_MS) {
    return t`Show at most 31 days after the first day.`;
  }
  return undefined;
}

/**
 * The dispatcher's board: by default today's and the next seven days' rides, unassigned first,
 * live, with cancelled and no-show rides set apart (counted, shown on request).
 */
export default function BoardScreen() {
  const viewer = useConsoleViewer();
  const today = dayIn(new Date(), viewer.company.timeZone);
  // The filters live in the address: the ride's "Back to the board", the browser's Back and a
  // reload find the board as it was left. Changes replace the entry (Back leaves the board).
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params, today), [params, today]);
  const setFilters = (next: BoardFilters) =>
    void setParams(searchOfFilters(next, today), { replace: true });
  const [searchText, setSearchText] = useState(filters.search);
  // The search joins the address once typing pauses, onto whatever else changed meanwhile (never
  // after the board is left: use-debounce drops a pending call on unmount).
  const searchFor = useDebouncedCallback(
    (search: string) =>
      void setParams(
        (current) => searchOfFilters({ ...filtersFromSearch(current, today), search }, today),
        { replace: true },
      ),
    300,
  );
  // A ride opened while the search still waits for typing to pause (the wait is dropped when the
  // board is left) keeps what was typed: its way back carries the search as shown.
  const boardQuery = searchOfFilters({ ...filters, search: searchText }, today).toString();
  const [announcement, setAnnouncement] = useState('');
  const problem = rangeProblem(filters);
  const board = useBoard(filters, problem !== undefined, (ride) =>
    setAnnouncement(
      t`New ride #${ride.confirmationNumber} for ${ride.riderName} at ${formatPickup(
        ride.pickupAt,
        board.timeZone ?? viewer.company.timeZone,
        false,
      )}.`,
    ),
  );

  return (
    <>
      <div className="dispatch-heading">
        <h1>
          <Trans>Dispatch board</Trans>
        </h1>
        <LiveBadge status={board.live} />
        <Link to="/dispatch/map">
          <Trans>Driver map</Trans>
        </Link>
      </div>
      <BoardFiltersForm
        filters={filters}
        searchText={searchText}
        onSearchText={(text) => {
          setSearchText(text);
          searchFor(text);
        }}
        onChange={setFilters}
        problem={problem}
        endedCount={board.endedCount}
      />
      {/* Polite: a new ride is told when the reader is idle, focus stays where it is. */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {board.loading ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {board.error ? <p role="alert">{board.error}</p> : null}
      {board.timeZone && !problem ? (
        <section aria-labelledby="board-rides">
          <h2 id="board-rides" className="visually-hidden">
            <Trans>Rides</Trans>
          </h2>
          <BoardList
            rides={board.rides}
            timeZone={board.timeZone}
            withDay={filters.from !== filters.to}
            boardSearch={boardQuery ? `?${boardQuery}` : ''}
          />
          {board.hasNextPage ? (
            <div className="actions board-more">
              <button type="button" onClick={board.loadMore} disabled={board.loadingMore}>
                {board.loadingMore ? <Trans>Loading more…</Trans> : <Trans>Load more</Trans>}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
