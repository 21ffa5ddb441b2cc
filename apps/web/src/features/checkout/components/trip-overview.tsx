import type { BookingForm, SelectedVehicle } from '@ride/domain';
import { TripSoFar } from '../../booking/index.ts';
import { RideSummary } from './ride-summary.tsx';

/** The trip as it will be booked: route, pickup date and time, flight, vehicle and party. */
export function TripOverview({
  form,
  vehicle,
  riderName,
  priceChange = null,
}: {
  form: BookingForm;
  vehicle: SelectedVehicle;
  riderName: string | null;
  priceChange?: { from: string; to: string } | null;
}) {
  return (
    <>
      <TripSoFar form={form} />
      <RideSummary
        vehicle={vehicle}
        filters={form.filters}
        riderName={riderName}
        priceChange={priceChange}
      />
    </>
  );
}
