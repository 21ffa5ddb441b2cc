import { t } from '@lingui/core/macro';
import { ErrorAlert } from '../../../components/notices.tsx';
import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { vehicleTypesDocument } from '../api/catalog-documents.ts';
import { PricingRulesSection } from '../components/pricing-rules-section.tsx';
import { PromoCodesSection } from '../components/promo-codes-section.tsx';
import { RateCardForm } from '../components/rate-card-form.tsx';

/**
 * /rates: each vehicle type's rate card with a live price preview, the company's zones, zone
 * fares and surcharges, and the promo codes.
 */
export default function RatesScreen() {
  const viewer = useConsoleViewer();
  const id = useId();
  const [list] = useQuery({ query: vehicleTypesDocument });
  const vehicles = list.data?.catalogVehicleTypes ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const vehicle = vehicles.find((v) => v.id === chosen) ?? vehicles[0];
  return (
    <>
      <h1>{t`Rates & promo codes`}</h1>
      <section aria-labelledby={`${id}-rates`}>
        <h2 id={`${id}-rates`}>{t`Rates`}</h2>
        <ErrorAlert error={list.error} />
        <div className="field">
          <label htmlFor={`${id}-vehicle`}>{t`Vehicle type`}</label>
          <select
            id={`${id}-vehicle`}
            value={vehicle?.id ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.isActive ? v.name : t`${v.name} (not offered)`}
              </option>
            ))}
          </select>
        </div>
        {vehicle ? (
          <RateCardForm
            key={vehicle.id}
            vehicleTypeId={vehicle.id}
            vehicleName={vehicle.name}
            currencyCode={viewer.company.currencyCode}
            saved={vehicle.rates}
          />
        ) : null}
      </section>
      <PricingRulesSection currencyCode={viewer.company.currencyCode} vehicles={vehicles} />
      <PromoCodesSection
        timeZone={viewer.company.timeZone}
        currencyCode={viewer.company.currencyCode}
      />
    </>
  );
}
