import { t } from '@lingui/core/macro';

export const GUEST_DETAILS_PATH = '/GuestPassengerDetails';

/** What the checkout says without a chosen vehicle, in the rider's language. */
export const noVehicle = () => ({
  message: t`Choose a vehicle for your trip first.`,
  linkText: t`Choose a Vehicle`,
});
export const VEHICLE_GONE = 'This vehicle is no longer offered for your trip.';
