import type { BookingForm } from '@ride/domain';
import { useState } from 'react';
import { locationDetail, routeItemLabel } from '../lib/place-location.ts';
import { routeParts } from '../lib/route-items.ts';
import { RouteMarker } from './markers.tsx';
import { StopsToggle } from './stops-toggle.tsx';
import { SummaryCard } from './summary-card.tsx';
import { useLingui } from '@lingui/react/macro';
import { HOURLY_RIDE_WORDS, hourlyDurationWords } from '../lib/booking-words.ts';

function Place({ caption, item }: { caption: string; item: BookingForm['route'][number] }) {
  const detail = item.location ? locationDetail(item.location) : '';
  return (
    <span className="route-row__text">
      <span className="route-row__caption">{caption}</span>
      <span className="route-row__name">{routeItemLabel(item)}</span>
      {detail && <span className="route-row__detail">{detail}</span>}
    </span>
  );
}

/** The route as booked so far, read-only: A, the stops ("N STOPS" when collapsed), B. */
export function TripSummary({ form, editTo }: { form: BookingForm; editTo?: string }) {
  const { pickup, stops, dropOff } = routeParts(form.route);
  const [expanded, setExpanded] = useState(stops.length < 3);
  const { t, i18n } = useLingui();
  return (
    <SummaryCard
      id="trip-summary-title"
      title={t`Your Trip`}
      editTo={editTo}
      editWhat={t`your route`}
    >
      <ol className="route-list route-list--summary">
        <li className="route-row">
          <RouteMarker kind="letter">A</RouteMarker>
          <Place caption={t`Pickup`} item={pickup} />
        </li>
        {stops.length >= 2 && (
          <StopsToggle
            count={stops.length}
            expanded={expanded}
            onToggle={() => setExpanded(!expanded)}
          />
        )}
        {(expanded || stops.length < 2) &&
          stops.map((stop, index) => (
            <li className="route-row" key={stop.id}>
              <RouteMarker kind="stop">{index + 1}</RouteMarker>
              <Place caption={t`Stop ${index + 1}`} item={stop} />
            </li>
          ))}
        {form.isHourly && (
          <li className="route-row">
            <RouteMarker kind="letter">B</RouteMarker>
            <span className="route-row__text">
              <span className="route-row__caption">{i18n._(HOURLY_RIDE_WORDS)}</span>
              <span className="route-row__name">
                {form.numberOfHours ? hourlyDurationWords(form.numberOfHours) : t`Hours not chosen`}
              </span>
            </span>
          </li>
        )}
        <li className="route-row">
          <RouteMarker kind={form.isHourly ? 'end' : 'letter'}>
            {form.isHourly ? '' : 'B'}
          </RouteMarker>
          <Place caption={t`Drop-off`} item={dropOff} />
        </li>
      </ol>
    </SummaryCard>
  );
}
