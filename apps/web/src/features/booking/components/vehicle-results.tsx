import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RatesResult } from '../hooks/use-rates.ts';
import type { LookupProblem } from '../lib/lookup-problem.ts';
import { Spinner } from './markers.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { VehicleItem, type VehicleView } from './vehicle-item.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  unavailable: string | null;
  waiting: boolean;
  rates: { data: RatesResult | null; fetching: boolean };
  problem: LookupProblem | null;
  onRetry(): void;
  onChoose(vehicle: VehicleView): void;
  /** Beside the section's title (the vehicle step's promo code). */
  titleAside?: ReactNode;
}

function Status({ unavailable, waiting, rates, problem, onRetry }: Props) {
  const { t } = useLingui();
  if (unavailable) {
    return (
      <p role="alert" className="notice">
        {unavailable}
      </p>
    );
  }
  if (waiting || (rates.fetching && !rates.data)) return <Spinner label={t`Loading vehicles…`} />;
  if (problem) {
    return (
      <div role="alert" className="notice">
        <p>{problem.message}</p>
        {problem.fixAt && (
          <Link className="button button--secondary" to={problem.fixAt}>
            <Trans>Change It</Trans>
          </Link>
        )}
        {!problem.fixAt && !problem.field && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    );
  }
  if (rates.fetching) return <Spinner label={t`Updating prices…`} />;
  if (rates.data && rates.data.vehicles.length === 0) {
    return (
      <p role="status" className="notice">
        {t`No vehicle fits this party. Try fewer passengers, less luggage or fewer child seats.`}
      </p>
    );
  }
  return null;
}

/** The priced vehicles, their Price Breakdown panel, and what stands in for them when there are none. */
export function VehicleResults(props: Props) {
  const { rates, problem, onChoose } = props;
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const data = problem ? null : rates.data;
  const openVehicle = open && data ? (data.vehicles.find((v) => v.id === open.id) ?? null) : null;
  return (
    <section className="vehicles" aria-labelledby="vehicles-title" aria-busy={rates.fetching}>
      <div className="vehicles__head">
        <h2 id="vehicles-title" className="section-title">
          <Trans>Vehicles</Trans>
        </h2>
        {props.titleAside}
      </div>
      <div className="vehicles__status">
        <Status {...props} />
      </div>
      {data && data.vehicles.length > 0 && (
        <ul className="vehicle-list">
          {data.vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleItem
                vehicle={vehicle}
                currencySymbol={data.currencySymbol}
                currencyCode={data.currencyCode}
                loading={rates.fetching}
                onRateDetails={(v) => setOpen({ id: v.id, name: v.name })}
                onChoose={onChoose}
              />
            </li>
          ))}
        </ul>
      )}
      {open && data && (
        <PriceBreakdown
          vehicle={openVehicle}
          vehicleName={open.name}
          currencySymbol={data.currencySymbol}
          currencyCode={data.currencyCode}
          loading={rates.fetching}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
