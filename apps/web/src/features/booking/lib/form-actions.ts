import type { BookingFilters, BookingForm, RouteItem } from '@ride/domain';
import { bookingFormStore } from '../../../stores/booking-form.ts';

/**
 * Changes to the booking form. Anything that changes which vehicles fit the trip (route, hours,
 * party) forgets the chosen vehicle, so the confirmation step never shows one chosen for another
 * trip; a change of time alone keeps it.
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

/**
 * A new pickup time keeps the chosen vehicle (its price as chosen stays, so the confirmation step
 * shows the old and the new price); the vehicle list is offered again only when the vehicle is no
 * longer priced for the new time.
 */
export function setPickupDateTime(pickupDateTime: string): void {
  updateForm({ pickupDateTime });
}
