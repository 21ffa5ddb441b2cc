import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { useFormats } from '../../../lib/i18n/formats.ts';

export interface VehicleView {
  id: string;
  name: string;
  amount: number;
  passengerCapacity: number;
  luggageCapacity: number;
  childSeatCapacity: number;
  images: readonly { url: string; alt: string }[];
  rates: readonly { name: string; value: number }[];
}

interface Props {
  vehicle: VehicleView;
  currencySymbol: string;
  currencyCode: string;
  /** New prices are on their way: no Rate Details and no choosing until they arrive. */
  loading: boolean;
  onRateDetails?(vehicle: VehicleView): void;
  onChoose?(vehicle: VehicleView): void;
  editTo?: string;
}

/**
 * A vehicle and its price (spec part 1 §2): capacities, the price with the currency symbol, two
 * decimals and comma thousands, "Rate Details" only when rate lines exist and prices are not
 * loading, and an optional EDIT link. The price sits beside the name, so that a phone shows the
 * first vehicles whole.
 */
export function VehicleItem({
  vehicle,
  currencySymbol,
  currencyCode,
  loading,
  onRateDetails,
  onChoose,
  editTo,
}: Props) {
  const formats = useFormats();
  const price = formats.price(vehicle.amount, currencySymbol, currencyCode);
  const { passengerCapacity: passengers, luggageCapacity: luggage } = vehicle;
  const seats = vehicle.childSeatCapacity;
  const image = vehicle.images[0];
  const titleId = `vehicle-${vehicle.id}-name`;
  return (
    <article className="vehicle" aria-labelledby={titleId}>
      {image && <img className="vehicle__image" src={image.url} alt="" />}
      <h3 id={titleId} className="vehicle__name">
        {vehicle.name}
      </h3>
      <p className="vehicle__price">{price}</p>
      <p className="vehicle__capacity">
        <span>
          <Plural value={passengers} one="# Passenger(s)" other="# Passenger(s)" />
        </span>
        <span>
          <Plural value={luggage} one="# Luggage(s)" other="# Luggage(s)" />
        </span>
        <span>
          <Plural value={seats} one="# Child Seat(s)" other="# Child Seat(s)" />
        </span>
      </p>
      <div className="vehicle__links">
        {!loading && vehicle.rates.length > 0 && onRateDetails && (
          <button type="button" className="link-button" onClick={() => onRateDetails(vehicle)}>
            <Trans>
              Rate Details<span className="visually-hidden"> for {vehicle.name}</span>
            </Trans>
          </button>
        )}
        {editTo && (
          <Link className="edit-link" to={editTo}>
            <Trans>
              EDIT<span className="visually-hidden"> vehicle</span>
            </Trans>
          </Link>
        )}
      </div>
      {onChoose && (
        <button
          type="button"
          className="button button--primary vehicle__choose"
          disabled={loading}
          onClick={() => onChoose(vehicle)}
        >
          <Trans>
            Select
            <span className="visually-hidden">
              {' '}
              {vehicle.name} for {price}
            </span>
          </Trans>
        </button>
      )}
    </article>
  );
}
