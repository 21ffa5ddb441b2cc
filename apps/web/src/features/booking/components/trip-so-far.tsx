import '../booking.css';
import type { BookingForm } from '@ride/domain';
import { useCompany } from '../../../stores/company.ts';
import { BOOKING_PATHS, needsFlightInfo } from '../lib/booking-steps.ts';
import { FlightItem } from './flight-item.tsx';
import { PickupTimeItem } from './pickup-time-item.tsx';
import { TripSummary } from './trip-summary.tsx';

/** The trip as booked so far, each part with its EDIT link: route, pickup time, flight. */
export function TripSoFar({ form }: { form: BookingForm }) {
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
    </>
  );
}
