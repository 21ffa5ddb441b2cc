import { resetBookingForm, type BookingForm } from '@ride/domain';
import { isRecord, readJson, writeJson } from '../lib/storage.ts';
import { createStore, useStore } from '../lib/store.ts';

/** sessionStorage: the form survives a reload during the flow but not the end of the tab. */
export const BOOKING_FORM_KEY = 'bookingForm';

function load(): BookingForm {
  const stored = readJson('session', BOOKING_FORM_KEY);
  // A copy from an older build with a different shape is dropped rather than half-trusted.
  if (isRecord(stored) && Array.isArray(stored.route) && isRecord(stored.filters)) {
    return { ...resetBookingForm(new Date()), ...(stored as Partial<BookingForm>) };
  }
  return resetBookingForm(new Date());
}

const persist = (form: BookingForm) => writeJson('session', BOOKING_FORM_KEY, form);

export const bookingFormStore = createStore<BookingForm>(load(), persist);
persist(bookingFormStore.get());

/** BOOK A RIDE, Discard Booking and logout (spec part 1 §2, §4). */
export function resetBooking(firstSavedCardId?: string | null): void {
  bookingFormStore.set(resetBookingForm(new Date(), firstSavedCardId));
}

export function useBookingForm(): BookingForm {
  return useStore(bookingFormStore);
}
