import { bookButtonLabel, formatPrice, tripTotal, type TripRateLine } from '@ride/domain';
import { useId, useState } from 'react';

interface Props {
  rates: readonly TripRateLine[];
  currencySymbol: string;
  currencyCode: string;
  reservationId: string | null;
  /** Nothing to book yet (prices loading, a missing card): the tap shows why instead. */
  disabled: boolean;
  busy: boolean;
  /** A button of this form submits it (the guest form); otherwise onBook runs. */
  form?: string;
  onBook?: () => void;
}

/**
 * The bottom fixed bar (spec part 2 §2): a toggleable "Price Breakdown" of the rate lines, the
 * "Trip Total" (the sum of the rate values) and BOOK THIS TRIP / UPDATE THIS TRIP.
 */
export function ConfirmationBar(props: Props) {
  const { rates, currencySymbol, currencyCode, reservationId, disabled, busy } = props;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const money = (amount: number) => formatPrice(amount, currencySymbol, currencyCode);
  return (
    <div className="confirmation-bar" role="region" aria-label="Trip total and booking">
      {open && (
        <table id={listId} className="rate-lines confirmation-bar__lines">
          <caption className="visually-hidden">Price Breakdown</caption>
          <tbody>
            {rates.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <th scope="row">{line.name}</th>
                <td>{money(line.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="confirmation-bar__row">
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          Price Breakdown
        </button>
        <p className="confirmation-bar__total">
          <span>Trip Total</span>{' '}
          <strong data-testid="trip-total">{money(tripTotal(rates))}</strong>
        </p>
      </div>
      <button
        type={props.form ? 'submit' : 'button'}
        form={props.form}
        className="button button--primary button--block"
        aria-disabled={disabled || busy}
        aria-busy={busy}
        onClick={props.form ? undefined : props.onBook}
      >
        {busy ? 'BOOKING…' : bookButtonLabel(reservationId)}
      </button>
    </div>
  );
}
