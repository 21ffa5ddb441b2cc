import type { GuestContactValues } from './guest-form.ts';

/** Who rides, as createReservation takes it from a guest (GuestDetailsInput). */
export interface GuestDetailsPayload {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  phoneNumberCountryCode: string;
  /** Text the guest about the ride (decision 78). */
  textUpdates: boolean;
}

/**
 * The guest's part of the booking payload (spec part 2 §3): the guest details, trimmed, and the
 * password only when the company allows registration and the guest chose one.
 */
export function guestBookingFields(
  values: GuestContactValues,
  registrationAllowed: boolean,
  textUpdates = true,
): { guest: GuestDetailsPayload; password?: string } {
  const guest: GuestDetailsPayload = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    emailAddress: values.emailAddress.trim(),
    phoneNumber: values.phoneNumber.trim(),
    phoneNumberCountryCode: values.phoneNumberCountryCode.trim().toLowerCase(),
    textUpdates,
  };
  return registrationAllowed && values.password !== ''
    ? { guest, password: values.password }
    : { guest };
}
