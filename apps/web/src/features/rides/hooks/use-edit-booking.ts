import { resetBookingForm, type BookingForm } from '@ride/domain';
import { useMemo, useState } from 'react';
import { bookingFormStore } from '../../../stores/booking-form.ts';
import { useVehiclePricing } from '../../booking/index.ts';
import { bookingFormFromTrip } from '../lib/booking-from-trip.ts';
import type { DetailsTrip } from '../lib/ride-details-view.ts';

/**
 * The EDIT links of a ride that may be changed (spec part 2 §2, §7): the ride as a booking form,
 * with the vehicle type it was booked with as the chosen vehicle, at its booked price. `load` puts it in the booking form as the link opens its step; null when
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
  // A ride read without its money (a shared link) is not the reader's to change.
  if (!form || !trip?.rates) return null;
  const bookedTotal = trip.rates.totalPrice;
  const booked = trip.vehicleTypePicked;
  const match = rates.data?.vehicles.find((v) => v.typeId === booked.id);
  // The vehicle the ride was booked with, at the price it was booked at: a changed time is priced
  // again on the confirmation step, which shows the old and the new price. Offered by the lookup
  // (its id is the vehicle type's), or as booked while the lookup is still on its way.
  return () =>
    bookingFormStore.set({
      ...form,
      selectedVehicle: {
        id: match?.id ?? String(booked.id),
        name: match?.name ?? booked.name,
        luggageCapacity: match?.luggageCapacity ?? booked.luggageCapacity,
        passengerCapacity: match?.passengerCapacity ?? booked.passengerCapacity,
        amount: bookedTotal,
      },
    });
}
