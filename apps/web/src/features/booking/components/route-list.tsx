import { DROPOFF_ID, type BookingForm, type RouteItem } from '@ride/domain';
import { useState } from 'react';
import { canAddStop, routeParts } from '../lib/route-items.ts';
import { HourlyRow } from './hourly-row.tsx';
import { PlusIcon, RouteMarker, TrashIcon } from './markers.tsx';
import { StopsToggle } from './stops-toggle.tsx';
import { StopRows } from './stop-rows.tsx';
import { useLingui } from '@lingui/react/macro';
import { placeholderWords } from '../lib/booking-words.ts';

interface Props {
  form: BookingForm;
  maxStops: number;
  /** Opens the address search for a row, or for a new stop ('new-stop'). */
  onSearch(target: string): void;
  onRemoveStop(id: string): void;
  onMoveStop(id: string, toIndex: number): void;
  onClearDropOff(): void;
  /** Id of the message saying what the route still lacks, for the row it is about. */
  problem?: { field: 'pickup' | 'dropOff' | 'hours'; id: string } | null;
}

export const NEW_STOP = 'new-stop';

interface PlaceButtonProps {
  item: RouteItem;
  caption: string;
  errorId: string | undefined;
  onClick(): void;
}

function PlaceButton({ item, caption, errorId, onClick }: PlaceButtonProps) {
  return (
    <button type="button" className="route-row__place" aria-describedby={errorId} onClick={onClick}>
      <span className="route-row__caption">{caption}</span>
      <span
        className={item.location ? 'route-row__name' : 'route-row__name route-row__name--empty'}
      >
        {item.location ? item.name : placeholderWords(item.placeholder)}
      </span>
    </button>
  );
}

/**
 * The route list widget (spec part 1 §2): pickup at marker A, the stops (collapsible into
 * "N STOPS"), the drop-off at B, or in hourly mode the "HOURLY RIDE" row at B and then the
 * optional drop-off.
 */
export function RouteList(props: Props) {
  const { form, maxStops, onSearch, onRemoveStop, onMoveStop, onClearDropOff, problem } = props;
  const describe = (field: 'pickup' | 'dropOff' | 'hours') =>
    problem?.field === field ? problem.id : undefined;
  const { pickup, stops, dropOff } = routeParts(form.route);
  const [collapsed, setCollapsed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const showStops = !collapsed || stops.length < 2;
  const addAllowed = canAddStop(form.route, maxStops);
  const { t } = useLingui();

  return (
    <div className="route-list-wrap">
      <ol className="route-list" aria-label={t`Your route`}>
        <li className="route-row">
          <RouteMarker kind="letter">A</RouteMarker>
          <PlaceButton
            item={pickup}
            caption={t`Pickup`}
            errorId={describe('pickup')}
            onClick={() => onSearch(pickup.id)}
          />
        </li>
        {stops.length >= 2 && (
          <StopsToggle
            count={stops.length}
            expanded={!collapsed}
            onToggle={() => setCollapsed(!collapsed)}
          />
        )}
        {showStops && (
          <StopRows
            stops={stops}
            onSearch={onSearch}
            onRemove={(stop, position) => {
              onRemoveStop(stop.id);
              setAnnouncement(t`Stop ${position}, ${stop.name}, removed`);
            }}
            onMove={(stop, toIndex) => {
              const target = Math.max(0, Math.min(stops.length - 1, toIndex));
              onMoveStop(stop.id, target);
              const place = target + 1;
              const count = stops.length;
              setAnnouncement(t`${stop.name} is now stop ${place} of ${count}`);
            }}
          />
        )}
        {form.isHourly && <HourlyRow hours={form.numberOfHours} errorId={describe('hours')} />}
        <li className="route-row">
          <RouteMarker kind={form.isHourly ? 'end' : 'letter'}>
            {form.isHourly ? '' : 'B'}
          </RouteMarker>
          <PlaceButton
            item={dropOff}
            caption={t`Drop-off`}
            errorId={describe('dropOff')}
            onClick={() => onSearch(dropOff.id)}
          />
          <span className="route-row__actions">
            {form.isHourly && dropOff.id !== DROPOFF_ID && (
              <button
                type="button"
                className="icon-button icon-button--small"
                aria-label={t`Remove drop-off: ${dropOff.name}`}
                onClick={onClearDropOff}
              >
                <TrashIcon />
              </button>
            )}
            <button
              type="button"
              className="icon-button icon-button--small icon-button--round"
              aria-label={addAllowed ? t`Add a stop` : t`Add a stop (at most ${maxStops} stops)`}
              disabled={!addAllowed}
              onClick={() => onSearch(NEW_STOP)}
            >
              <PlusIcon />
            </button>
          </span>
        </li>
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
