import { formatPrice } from '@ride/domain';
import type { DetailsTrip } from '../lib/ride-details-view.ts';

/** Price Breakdown (expandable) and TRIP TOTAL (spec part 2 §2, §5 price display). */
export function PriceBreakdown({ trip }: { trip: DetailsTrip }) {
  const price = (amount: number) => formatPrice(amount, trip.currencySymbol, trip.currencyCode);
  return (
    <>
      <details className="ride-section ride-breakdown">
        <summary className="ride-section__title">Price Breakdown</summary>
        <dl className="ride-lines">
          {trip.rates.edges.map((line) => (
            <div key={line.name} className="ride-lines__row">
              <dt>{line.name}</dt>
              <dd>{price(line.totalValue)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="ride-total">
        <span>TRIP TOTAL</span>
        <span>{price(trip.rates.totalPrice)}</span>
      </div>
    </>
  );
}
