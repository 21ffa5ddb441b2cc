import { resetBookingForm, type BookingForm } from '@ride/domain';
import { useMemo, useState } from 'react';
import { bookingFormStore } from '../../../stores/booking-form.ts';
import { useVehiclePricing } from '../../booking/index.ts';
import { bookingFormFromTrip } from '../lib/booking-from-trip.ts';
import type { DetailsTrip } from '../lib/ride-details-view.ts';

/**
 * The EDIT links of a ride that may be changed (spec part 2 §2, §7): the ride as a booking form,
 * priced again once its details are in (lookupRates) so the vehicle type it was booked with is
 * the chosen vehicle. `load` puts it in the booking form as the link opens its step; null when
 * the ride cannot be changed (or is a shared view).
 */
export function useEditBooking(trip: DetailsTrip | undefined): (() => void) | null {
  const editable = trip !== undefined && trip.isModifiable && !trip.isSharedView;
  const [now] = useState(() => new Date());
  const form = useMemo<BookingForm | null>(
    () => (trip && editable ? bookingFormFromTrip(trip, now) : null),
    [trip, editable, now],
  );
  // An empty form has no route, so nothing is looked up for a ride that cannot be changed.
  const idle = useMemo(() => resetBookingForm(now), [now]);
  const { rates } = useVehiclePricing(form ?? idle);
  if (!form || !trip) return null;
  const match = rates.data?.vehicles.find((v) => v.typeId === trip.vehicleTypePicked.id);
  return () =>
    bookingFormStore.set({
      ...form,
      selectedVehicle: match
        ? {
            id: match.id,
            name: match.name,
            luggageCapacity: match.luggageCapacity,
            passengerCapacity: match.passengerCapacity,
            amount: match.amount,
          }
        : null,
    });
}
