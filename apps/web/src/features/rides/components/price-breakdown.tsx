import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { priceIn } from '../../../lib/i18n/formats.ts';
import type { OwnTrip } from '../lib/ride-details-view.ts';
import { rateLineText } from '../../../lib/i18n/rate-line-text.ts';

type PricedTrip = Pick<OwnTrip, 'rates' | 'currencySymbol' | 'currencyCode'>;

const priceOf = (trip: PricedTrip, amount: number) =>
  priceIn(i18n.locale, amount, trip.currencySymbol, trip.currencyCode);

/** Each rate line with its amount (spec part 2 §5 price display). */
export function PriceLines({ trip }: { trip: PricedTrip }) {
  return (
    <dl className="ride-lines">
      {trip.rates.edges.map((line) => (
        <div key={line.name} className="ride-lines__row">
          <dt>{rateLineText(line.name)}</dt>
          <dd>{priceOf(trip, line.totalValue)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TripTotal({ trip, label }: { trip: PricedTrip; label?: string }) {
  const { t } = useLingui();
  return (
    <div className="ride-total">
      <span>{label ?? t`TRIP TOTAL`}</span>
      <span>{priceOf(trip, trip.rates.totalPrice)}</span>
    </div>
  );
}

/** Price Breakdown (expandable) and TRIP TOTAL (spec part 2 §2, §5 price display). */
export function PriceBreakdown({ trip }: { trip: PricedTrip }) {
  return (
    <>
      <details className="ride-section ride-breakdown">
        <summary className="ride-section__title">
          <Trans>Price Breakdown</Trans>
        </summary>
        <PriceLines trip={trip} />
      </details>
      <TripTotal trip={trip} />
    </>
  );
}
