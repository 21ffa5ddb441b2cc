import { formatPrice } from '@ride/domain';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from './markers.tsx';
import type { VehicleView } from './vehicle-item.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { rateLineText } from '../../../lib/i18n/rate-line-text.ts';

interface Props {
  /** The vehicle's current prices; null when it is no longer offered for this trip. */
  vehicle: VehicleView | null;
  vehicleName: string;
  currencySymbol: string;
  currencyCode: string;
  loading: boolean;
  onClose(): void;
}

/** The Price Breakdown panel: the rate lines, a Total row, a close control, a spinner while loading. */
export function PriceBreakdown({
  vehicle,
  vehicleName,
  currencySymbol,
  currencyCode,
  loading,
  onClose,
}: Props) {
  const { t } = useLingui();
  const money = (amount: number) => formatPrice(amount, currencySymbol, currencyCode);
  return (
    <ModalDialog className="price-panel" labelledBy="price-breakdown-title" onClose={onClose}>
      <div className="price-panel__head">
        <h2 id="price-breakdown-title">
          <Trans>Price Breakdown</Trans>
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <p className="muted">{vehicleName}</p>
      {loading ? (
        <Spinner label={t`Loading prices…`} />
      ) : vehicle ? (
        <table className="rate-lines">
          <caption className="visually-hidden">
            <Trans>Rate lines for {vehicleName}</Trans>
          </caption>
          <tbody>
            {vehicle.rates.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <th scope="row">{rateLineText(line.name)}</th>
                <td>{money(line.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="rate-lines__total">
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              <td>{money(vehicle.amount)}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p>
          <Trans>This vehicle is no longer offered for your trip.</Trans>
        </p>
      )}
    </ModalDialog>
  );
}
