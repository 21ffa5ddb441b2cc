import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { BoardStatusGroup } from '../../../gql/graphql.ts';
import { type BoardFilters, SEARCH_MAX, STATUS_GROUPS } from '../lib/board-state.ts';
import { boardChoicesDocument } from '../api/dispatch-api.ts';
import { driverName } from '../lib/dispatch-format.ts';

interface Props {
  filters: BoardFilters;
  /** What is typed in the search box now (the board searches it once typing pauses). */
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (filters: BoardFilters) => void;
  problem: string | undefined;
  /** Cancelled and no-show rides the other filters find; undefined until the board is read. */
  endedCount: number | undefined;
}

/** Wide enough for the filters and the board side by side: open them from the start. */
const WIDE = '(min-width: 900px)';

/** The board's filters: every change applies at once (no submit), the search once typing pauses. */
export function BoardFiltersForm({
  filters,
  searchText,
  onSearchText,
  onChange,
  problem,
  endedCount,
}: Props) {
  const [{ data }] = useQuery({ query: boardChoicesDocument });
  const { i18n, t } = useLingui();
  // Folded on a phone, where they would push the rides off the screen; a problem opens them.
  const [open, setOpen] = useState(() => window.matchMedia(WIDE).matches);
  const ticked = filters.statuses.length > 0;
  const set = (patch: Partial<BoardFilters>) => onChange({ ...filters, ...patch });
  const toggle = (group: BoardStatusGroup, on: boolean) =>
    set({
      statuses: on ? [...filters.statuses, group] : filters.statuses.filter((g) => g !== group),
    });

  return (
    <details
      className="board-filters-panel"
      open={open || problem !== undefined}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <Trans>Filters</Trans>
      </summary>
      <form
        className="board-filters card"
        aria-label={t`Board filters`}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor="board-search">
            <Trans>Confirmation number or rider</Trans>
          </label>
          <input
            id="board-search"
            type="search"
            value={searchText}
            onChange={(e) => onSearchText(e.target.value)}
            maxLength={SEARCH_MAX}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="board-from">
            <Trans>From</Trans>
          </label>
          <input
            id="board-from"
            type="date"
            value={filters.from}
            required
            aria-describedby={problem ? 'board-filter-problem' : undefined}
            onChange={(e) => e.target.value && set({ from: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="board-to">
            <Trans>To</Trans>
          </label>
          <input
            id="board-to"
            type="date"
            value={filters.to}
            required
            aria-describedby={problem ? 'board-filter-problem' : undefined}
            onChange={(e) => e.target.value && set({ to: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="board-driver">
            <Trans>Driver</Trans>
          </label>
          <select
            id="board-driver"
            value={filters.driverId}
            onChange={(e) => set({ driverId: e.target.value })}
          >
            <option value="">{t`Any driver`}</option>
            {data?.dispatchDrivers.map((driver) => (
              <option key={driver.id} value={driver.id}>
                {driverName(driver)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="board-vehicle-type">
            <Trans>Vehicle type</Trans>
          </label>
          <select
            id="board-vehicle-type"
            value={filters.vehicleTypeId ?? ''}
            onChange={(e) => set({ vehicleTypeId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t`Any vehicle type`}</option>
            {data?.dispatchVehicleTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="board-statuses">
          <legend>
            <Trans>Status</Trans>
          </legend>
          {STATUS_GROUPS.map((group) => (
            <label key={group.value} className="check-field">
              <input
                type="checkbox"
                checked={filters.statuses.includes(group.value)}
                onChange={(e) => toggle(group.value, e.target.checked)}
              />
              {i18n._(group.label)}
            </label>
          ))}
        </fieldset>
        <label className="check-field">
          <input
            type="checkbox"
            checked={filters.unassignedOnly}
            onChange={(e) => set({ unassignedOnly: e.target.checked })}
          />
          <Trans>Unassigned only</Trans>
        </label>
        <label className="check-field">
          <input
            type="checkbox"
            checked={!filters.showEnded && !ticked}
            disabled={ticked}
            aria-describedby={ticked ? 'board-ended-note' : undefined}
            onChange={(e) => set({ showEnded: !e.target.checked })}
          />
          {endedCount === undefined ? (
            <Trans>Hide cancelled and no-show</Trans>
          ) : (
            <Trans>Hide cancelled and no-show ({endedCount})</Trans>
          )}
        </label>
        {ticked ? (
          <p className="muted board-ended-note" id="board-ended-note">
            <Trans>The statuses ticked above are shown.</Trans>
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="form-error" id="board-filter-problem">
            {problem}
          </p>
        ) : null}
      </form>
    </details>
  );
}
