import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { type BookingFilters, type SelectedVehicle } from '@ride/domain';
import { Link } from 'react-router';
import { BOOKING_PATHS } from '../../booking/index.ts';

interface Props {
  vehicle: SelectedVehicle;
  filters: BookingFilters;
  /** Who rides: the signed-in rider's name, or none for a guest (asked on the next step). */
  riderName: string | null;
  /** The vehicle's price as chosen (or booked) and now, when they differ: "$120.00" → "$135.00". */
  priceChange?: { from: string; to: string } | null;
}

/** The vehicle and the party: who rides, how many passengers, luggage and child seats. */
export function RideSummary({ vehicle, filters, riderName, priceChange = null }: Props) {
  const { t } = useLingui();
  const seats = filters.needsChildSeats
    ? filters.infantSeats + filters.toddlerSeats + filters.boosterSeats
    : 0;
  const passengers = filters.passengerCount;
  const luggage = filters.luggageCount;
  return (
    <section className="summary-card" aria-labelledby="ride-summary-title">
      <div className="summary-card__head">
        <h2 id="ride-summary-title" className="summary-card__title">
          <Trans>Vehicle</Trans>
        </h2>
        <Link className="edit-link" to={BOOKING_PATHS.vehicles}>
          <Trans>
            EDIT<span className="visually-hidden"> vehicle</span>
          </Trans>
        </Link>
      </div>
      <p className="summary-card__value">{vehicle.name}</p>
      {priceChange && (
        <p className="price-change">
          <span className="visually-hidden">The price changes from </span>
          <s>{priceChange.from}</s>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> to </span>
          <strong>{priceChange.to}</strong>
        </p>
      )}
      <p className="muted">
        {[
          // The vehicle list's own words (passengersLabel, luggageLabel, childSeatsLabel).
          plural(passengers, { one: '# Passenger(s)', other: '# Passenger(s)' }),
          plural(luggage, { one: '# Luggage(s)', other: '# Luggage(s)' }),
          ...(seats > 0
            ? [plural(seats, { one: '# Child Seat(s)', other: '# Child Seat(s)' })]
            : []),
          ...(filters.needsAccessible ? [t`Wheelchair accessible`] : []),
        ].join(' · ')}
      </p>
      {riderName && (
        <p>
          <span className="muted">
            <Trans>Trip for</Trans>{' '}
          </span>
          {riderName}
        </p>
      )}
    </section>
  );
}
