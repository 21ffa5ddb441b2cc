import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { lazy, Suspense } from 'react';
import type { ConsoleDispatchRideQuery } from '../../../gql/graphql.ts';
import { formatInstant, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { PAYMENT_LABELS } from '../lib/dispatch-format.ts';

// Its own chunk with Leaflet: loaded only when a ride's page shows.
const RouteMap = lazy(() => import('./route-map.tsx'));

export type DispatchRide = ConsoleDispatchRideQuery['dispatchRide'];
type Contact = NonNullable<DispatchRide['rider']>;

const letter = (index: number) => String.fromCharCode(65 + index);

/** The route: the map and, as its text alternative, the lettered stops. */
export function RouteSection({ ride }: { ride: DispatchRide }) {
  const { company } = useConsoleViewer();
  const stops = ride.route.map((stop, index) => ({ ...stop, letter: letter(index) }));
  return (
    <section className="card ride-section" aria-labelledby="ride-route">
      <h2 id="ride-route">{t`Route`}</h2>
      <Suspense fallback={<p role="status">{t`Loading the map…`}</p>}>
        <RouteMap
          stops={stops}
          path={ride.path}
          alongRoads={ride.pathAlongRoads}
          tiles={company.mapTiles ?? null}
        />
      </Suspense>
      <ol className="stops" aria-label={t`Stops`}>
        {stops.map((stop) => (
          <li key={stop.letter}>
            <span className="stop-letter" aria-hidden="true">
              {stop.letter}
            </span>
            <span className="visually-hidden">{stop.letter}: </span>
            <strong>{stop.name || stop.address}</strong>
            {stop.name ? <span className="muted"> · {stop.address}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ContactFacts({ who, contact }: { who: string; contact: Contact }) {
  return (
    <>
      <dt>{who}</dt>
      <dd>
        {contact.firstName} {contact.lastName}
        <br />
        {contact.phone ? <a href={`tel:${contact.phone}`}>{contact.phone}</a> : null}
        {contact.phone && contact.email ? ' · ' : null}
        {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
      </dd>
    </>
  );
}

/** Rider, passenger, counts, notes and flight. */
export function PeopleSection({ ride }: { ride: DispatchRide }) {
  const seats = [
    ride.infantSeats ? t`${ride.infantSeats} infant` : '',
    ride.toddlerSeats ? t`${ride.toddlerSeats} toddler` : '',
    ride.boosterSeats ? t`${ride.boosterSeats} booster` : '',
  ].filter(Boolean);
  return (
    <section className="card ride-section" aria-labelledby="ride-people">
      <h2 id="ride-people">{t`Rider and passengers`}</h2>
      <dl className="facts">
        {ride.rider ? <ContactFacts who={t`Rider`} contact={ride.rider} /> : null}
        <ContactFacts
          who={ride.rider ? t`Passenger` : t`Passenger (guest)`}
          contact={ride.passenger}
        />
        <dt>{t`Passengers`}</dt>
        <dd>{formatNumber(ride.ride.passengerCount)}</dd>
        <dt>{t`Luggage`}</dt>
        <dd>{formatNumber(ride.luggageCount)}</dd>
        <dt>{t`Child seats`}</dt>
        <dd>{seats.length > 0 ? seats.join(', ') : t`None`}</dd>
        <dt>{t`Accessible vehicle`}</dt>
        <dd>{ride.requiresAccessibility ? t`Required` : t`Not required`}</dd>
        <dt>{t`Flight`}</dt>
        <dd>{ride.flight ?? t`None`}</dd>
        <dt>{t`Notes`}</dt>
        <dd>{ride.notes || t`None`}</dd>
      </dl>
    </section>
  );
}

/** Price lines, total and where the payment stands (the money panel below has the ledger). */
export function PriceSection({ ride }: { ride: DispatchRide }) {
  const currency = ride.ride.currency;
  return (
    <section className="card ride-section" aria-labelledby="ride-price">
      <h2 id="ride-price">{t`Price and payment`}</h2>
      <table>
        <caption className="visually-hidden">{t`Price lines`}</caption>
        <tbody>
          {ride.priceLines.map((line, index) => (
            <tr key={index}>
              <th scope="row">{line.name}</th>
              <td>{formatMoney(line.amountMinor, currency)}</td>
            </tr>
          ))}
          {ride.tipMinor ? (
            <tr>
              <th scope="row">{t`Tip`}</th>
              <td>{formatMoney(ride.tipMinor, currency)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t`Total`}</th>
            <td>
              <strong>{formatMoney(ride.ride.totalMinor, currency)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <dl className="facts">
        <dt>{t`Payment`}</dt>
        <dd>{i18n._(PAYMENT_LABELS[ride.ride.paymentState])}</dd>
      </dl>
    </section>
  );
}

/** Every status change with who made it and when, in the company's time zone. */
export function HistorySection({ ride, timeZone }: { ride: DispatchRide; timeZone: string }) {
  return (
    <section className="card ride-section" aria-labelledby="ride-history">
      <h2 id="ride-history">{t`Status history`}</h2>
      {ride.history.length === 0 ? (
        <p>{t`No changes yet.`}</p>
      ) : (
        <ol className="driver-list">
          {ride.history.map((change, index) => (
            <li key={index}>
              <strong>{change.toLabel}</strong> ·{' '}
              <time dateTime={change.changedAt}>{formatInstant(change.changedAt, timeZone)}</time>
              <br />
              <span className="muted">{change.changedBy}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
