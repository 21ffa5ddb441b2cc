import type { BookingForm, SelectedVehicle } from '@ride/domain';
import { useCompany } from '../../../stores/company.ts';
import {
  BOOKING_PATHS,
  FlightItem,
  needsFlightInfo,
  PickupTimeItem,
  TripSummary,
} from '../../booking/index.ts';
import { RideSummary } from './ride-summary.tsx';

/** The trip as it will be booked: route, pickup date and time, flight, vehicle and party. */
export function TripOverview({
  form,
  vehicle,
  riderName,
}: {
  form: BookingForm;
  vehicle: SelectedVehicle;
  riderName: string | null;
}) {
  const company = useCompany();
  return (
    <>
      <TripSummary form={form} editTo={BOOKING_PATHS.routing} />
      <PickupTimeItem
        pickupDateTime={form.pickupDateTime}
        timeZone={company.timeZone}
        editTo={BOOKING_PATHS.dateTime}
      />
      {needsFlightInfo(form) && (
        <FlightItem
          details={form.flightDetails}
          skipped={form.skippedFlightInfo}
          editTo={BOOKING_PATHS.flightInfo}
        />
      )}
      <RideSummary vehicle={vehicle} filters={form.filters} riderName={riderName} />
    </>
  );
}
