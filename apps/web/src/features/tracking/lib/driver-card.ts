import { personInitials, vehicleDescription } from '@ride/domain';
import type { TrackedTrip } from './tracking-route.ts';

/** Spec part 2 §8, tracking without driver info. */
export const NO_DRIVER_INFO =
  'We are currently unable to preview your driver’s info. If needed, please contact support for assistance.';
/** Spec part 2 §8, tracking without a driver location. */
export const NO_DRIVER_LOCATION =
  'We are currently unable to view your driver’s location. If needed, please call your driver.';

export interface DriverCardView {
  name: string;
  /** Shown in place of a picture that is missing or does not load. */
  initials: string;
  picture: string | null;
  /** A tel: link, or null without a number. */
  phoneHref: string | null;
  phone: string | null;
  /** "Black Cadillac Escalade", or null without an assigned vehicle. */
  vehicle: string | null;
  licensePlate: string | null;
}

const words = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/** Keeps what a dialler can use: digits, and a leading plus. */
function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** The driver card (spec part 2 §2): the first driver and vehicle; null with no driver. */
export function driverCardView(
  trip: Pick<TrackedTrip, 'drivers' | 'vehicles'>,
): DriverCardView | null {
  const driver = trip.drivers[0];
  if (!driver) return null;
  const name = words(driver.firstName, driver.lastName);
  if (!name) return null;
  const vehicle = trip.vehicles[0];
  const phone = driver.cellPhoneNumber?.trim() || null;
  return {
    name,
    initials: personInitials(driver.firstName, driver.lastName),
    picture: driver.profilePic?.trim() || null,
    phoneHref: phone && telHref(phone),
    phone,
    vehicle: vehicle ? vehicleDescription(vehicle) : null,
    licensePlate: vehicle?.licensePlate.trim() || null,
  };
}
