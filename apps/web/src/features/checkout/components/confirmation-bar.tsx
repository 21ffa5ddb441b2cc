import { Trans, useLingui } from '@lingui/react/macro';
import { tripTotal, type TripRateLine } from '@ride/domain';
import { useFormats } from '../../../lib/i18n/formats.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { rateLineText } from '../../../lib/i18n/rate-line-text.ts';

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
  /**
   * Why the last tap booked nothing (a declined card, a gateway or booking failure): shown above
   * the button, where the rider tapped, announced, and focused each time it appears.
   */
  error?: string | null;
}

/**
 * The bottom fixed bar (spec part 2 §2): a toggleable "Price Breakdown" of the rate lines, the
 * "Trip Total" (the sum of the rate values) and BOOK THIS TRIP / UPDATE THIS TRIP, with the
 * reason the last tap booked nothing above the button.
 */
export function ConfirmationBar(props: Props) {
  const { rates, currencySymbol, currencyCode, reservationId, disabled, busy } = props;
  const error = props.error ?? null;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const errorId = useId();
  const errorElement = useRef<HTMLParagraphElement>(null);
  // The focus follows a new failure to where it is shown (the rider's tap left it on the button).
  useEffect(() => {
    if (error) errorElement.current?.focus();
  }, [error]);
  const { t } = useLingui();
  const formats = useFormats();
  const money = (amount: number) => formats.price(amount, currencySymbol, currencyCode);
  return (
    <div className="confirmation-bar" role="region" aria-label="Trip total and booking">
      {open && (
        <table id={listId} className="rate-lines confirmation-bar__lines">
          <caption className="visually-hidden">Price Breakdown</caption>
          <tbody>
            {rates.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <th scope="row">{rateLineText(line.name)}</th>
                <td>{money(line.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <p
          ref={errorElement}
          id={errorId}
          role="alert"
          tabIndex={-1}
          className="confirmation-bar__error"
        >
          {error}
        </p>
      )}
      <div className="confirmation-bar__row">
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          <Trans>Price Breakdown</Trans>
        </button>
        <p className="confirmation-bar__total">
          <span>
            <Trans>Trip Total</Trans>
          </span>{' '}
          <strong data-testid="trip-total">{money(tripTotal(rates))}</strong>
        </p>
      </div>
      <button
        type={props.form ? 'submit' : 'button'}
        form={props.form}
        className="button button--primary button--block"
        aria-disabled={disabled || busy}
        aria-busy={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={props.form ? undefined : props.onBook}
      >
        {/* bookButtonLabel in English */}
        {busy ? t`BOOKING…` : reservationId ? t`UPDATE THIS TRIP` : t`BOOK THIS TRIP`}
      </button>
    </div>
  );
}
