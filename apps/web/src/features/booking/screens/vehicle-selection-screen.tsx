import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title.tsx';
import { useBookingForm } from '../../../stores/booking-form.ts';
import { useCompany } from '../../../stores/company.ts';
import { MapPanel } from '../../map/index.ts';
import { FiltersPanel } from '../components/filters-panel.tsx';
import { PromoCodeDisclosure } from '../components/promo-code-disclosure.tsx';
import { TripSoFar } from '../components/trip-so-far.tsx';
import { VehicleResults } from '../components/vehicle-results.tsx';
import { useVehiclePricing } from '../hooks/use-vehicle-pricing.ts';
import { BOOKING_PATHS } from '../lib/booking-steps.ts';
import { updateForm } from '../lib/form-actions.ts';
import { lookupProblem } from '../lib/lookup-problem.ts';
import '../booking.css';
import { useLingui } from '@lingui/react/macro';

/**
 * Vehicle choice (/book/vehicleSelection): the trip so far, filters, and the priced vehicles,
 * cheapest first. On a phone the first vehicle and its price show without scrolling: a shorter
 * map, the filters side by side and the promo code folded beside the vehicles' title.
 */
export default function VehicleSelectionScreen() {
  const form = useBookingForm();
  const company = useCompany();
  const navigate = useNavigate();
  const { blocker, unavailable, waiting, rates } = useVehiclePricing(form);
  const problem = rates.error ? lookupProblem(rates.error) : null;
  const { t } = useLingui();

  if (blocker) {
    return (
      <section className="screen booking-step">
        <ScreenTitle />
        <div role="alert" className="notice">
          <p>{blocker.message}</p>
        </div>
        <Link className="button button--primary button--block" to={blocker.fixAt}>
          {blocker.linkText}
        </Link>
      </section>
    );
  }

  return (
    <section className="screen booking-step booking-step--vehicles">
      <ScreenTitle />
      <MapPanel route={form.route} home={{ lat: company.latitude, lng: company.longitude }} short />
      <TripSoFar form={form} />
      <FiltersPanel filters={form.filters} />
      <VehicleResults
        titleAside={
          <PromoCodeDisclosure
            promoCode={form.promoCode}
            applied={rates.data?.promoCode ?? null}
            error={problem?.field === 'promoCode' ? problem.message : null}
          />
        }
        unavailable={unavailable}
        waiting={waiting}
        rates={rates}
        problem={
          problem?.field === 'promoCode'
            ? {
                ...problem,
                message: t`Remove the promo code or try another one to see the prices.`,
              }
            : problem
        }
        onRetry={rates.retry}
        onChoose={(vehicle) => {
          updateForm({
            selectedVehicle: {
              id: vehicle.id,
              name: vehicle.name,
              luggageCapacity: vehicle.luggageCapacity,
              passengerCapacity: vehicle.passengerCapacity,
              amount: vehicle.amount,
            },
          });
          void navigate(BOOKING_PATHS.confirmation);
        }}
      />
    </section>
  );
}
