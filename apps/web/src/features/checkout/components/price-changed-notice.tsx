import { formatPrice } from '@ride/domain';
import { Trans } from '@lingui/react/macro';

interface Props {
  amountInMinorUnits: number;
  currencySymbol: string;
  currencyCode: string;
  buttonLabel: string;
}

/** The server priced the trip differently than shown: say the new total and how to book at it. */
export function PriceChangedNotice({
  amountInMinorUnits,
  currencySymbol,
  currencyCode,
  buttonLabel,
}: Props) {
  const price = formatPrice(amountInMinorUnits / 100, currencySymbol, currencyCode);
  return (
    <div role="alert" className="notice checkout-notice">
      <p>
        <Trans>
          <strong>The price of this trip has changed to {price}.</strong> Your trip is not booked
          yet. Check the new Trip Total and tap {buttonLabel} to book at this price.
        </Trans>
      </p>
    </div>
  );
}
