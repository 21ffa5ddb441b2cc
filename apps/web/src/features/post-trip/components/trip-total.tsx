import { Trans } from '@lingui/react/macro';
import { formatPrice } from '@ride/domain';
import { useId, useState } from 'react';
import type { OwnTrip } from '../../rides/index.ts';
import { priceText } from '../lib/post-trip.ts';
import { rateLineText } from '../../../lib/i18n/rate-line-text.ts';

type PricedTrip = Pick<OwnTrip, 'rates' | 'currencySymbol' | 'currencyCode'>;

/** The trip total, with Details showing and hiding the fees it is made of (spec part 2 §2). */
export function TripTotal({ trip }: { trip: PricedTrip }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className="post-trip__card" aria-labelledby={`${listId}-title`}>
      <div className="post-trip__row">
        <h2 id={`${listId}-title`} className="post-trip__label">
          <Trans>Trip Total</Trans>
        </h2>
        <span className="post-trip__amount">
          {priceText(trip, trip.rates.totalPriceInMinorUnits)}
        </span>
      </div>
      <button
        type="button"
        className="post-trip__details"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>Details</Trans>
      </button>
      <dl id={listId} className="post-trip__fees" hidden={!open}>
        {trip.rates.edges.map((line) => (
          <div key={line.name} className="post-trip__row">
            <dt>{rateLineText(line.name)}</dt>
            <dd>{formatPrice(line.totalValue, trip.currencySymbol, trip.currencyCode)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
