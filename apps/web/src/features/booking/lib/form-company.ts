import { readText, writeText } from '../../../lib/storage.ts';
import { resetBooking } from '../../../stores/booking-form.ts';

/** Which company the stored booking form was filled in for. */
export const FORM_COMPANY_KEY = 'bookingFormCoid';

/**
 * A tab that opens another operator's app (a new ?coid=) must not carry the last operator's
 * route and vehicle into it: the form is reset when the company is not the one it was made for.
 * The company is fixed for the life of the page, so the app checks once, at start.
 */
export function keepFormWithCompany(coid: string): void {
  const stored = readText('session', FORM_COMPANY_KEY);
  if (stored === coid) return;
  if (stored !== null) resetBooking();
  writeText('session', FORM_COMPANY_KEY, coid);
}
