export const GUEST_DETAILS_PATH = '/GuestPassengerDetails';

export const NO_VEHICLE = {
  message: 'Choose a vehicle for your trip first.',
  linkText: 'Choose a Vehicle',
} as const;
export const VEHICLE_GONE = 'This vehicle is no longer offered for your trip.';
