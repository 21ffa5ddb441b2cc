import { formatPrice } from '@ride/domain';
import type { OwnTrip } from '../lib/ride-details-view.ts';

type PricedTrip = Pick<OwnTrip, 'rates' | 'currencySymbol' | 'currencyCode'>;

const priceOf = (trip: PricedTrip, amount: number) =>
  formatPrice(amount, trip.currencySymbol, trip.currencyCode);

/** Each rate line with its amount (spec part 2 §5 price display). */
export function PriceLines({ trip }: { trip: PricedTrip }) {
  return (
    <dl className="ride-lines">
      {trip.rates.edges.map((line) => (
        <div key={line.name} className="ride-lines__row">
          <dt>{line.name}</dt>
          <dd>{priceOf(trip, line.totalValue)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TripTotal({ trip, label = 'TRIP TOTAL' }: { trip: PricedTrip; label?: string }) {
  return (
    <div className="ride-total">
      <span>{label}</span>
      <span>{priceOf(trip, trip.rates.totalPrice)}</span>
    </div>
  );
}

/** Price Breakdown (expandable) and TRIP TOTAL (spec part 2 §2, §5 price display). */
export function PriceBreakdown({ trip }: { trip: PricedTrip }) {
  return (
    <>
      <details className="ride-section ride-breakdown">
        <summary className="ride-section__title">Price Breakdown</summary>
        <PriceLines trip={trip} />
      </details>
      <TripTotal trip={trip} />
    </>
  );
}
