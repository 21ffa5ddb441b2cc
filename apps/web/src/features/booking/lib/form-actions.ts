import type { BookingFilters, BookingForm, RouteItem } from '@ride/domain';
import { bookingFormStore } from '../../../stores/booking-form.ts';

/**
 * Changes to the booking form. Anything that changes the price forgets the chosen vehicle, so
 * the confirmation step never shows a vehicle priced for another trip.
 */
export function updateForm(patch: Partial<BookingForm>): void {
  bookingFormStore.set((form) => ({ ...form, ...patch }));
}

export function updateRoute(change: (route: RouteItem[]) => RouteItem[]): void {
  bookingFormStore.set((form) => ({ ...form, route: change(form.route), selectedVehicle: null }));
}

export function updateFilters(patch: Partial<BookingFilters>): void {
  bookingFormStore.set((form) => ({
    ...form,
    filters: { ...form.filters, ...patch },
    selectedVehicle: null,
  }));
}

export function setHourly(isHourly: boolean): void {
  updateForm({ isHourly, selectedVehicle: null });
}

export function setNumberOfHours(numberOfHours: number | null): void {
  updateForm({ numberOfHours, selectedVehicle: null });
}

export function setPickupDateTime(pickupDateTime: string): void {
  updateForm({ pickupDateTime, selectedVehicle: null });
}
