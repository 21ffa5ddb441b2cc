import type { FieldErrors } from '@ride/domain';

export interface AcceptRideValues {
  confirmationNumber: string;
}

/** Confirmation numbers are digits (100001, 100002, …); anything else cannot name a ride. */
export function validateAcceptRide(values: AcceptRideValues): FieldErrors<'confirmationNumber'> {
  const value = values.confirmationNumber.trim();
  if (!value) return { confirmationNumber: 'Required' };
  if (!/^\d{1,20}$/.test(value))
    return { confirmationNumber: 'A confirmation number has digits only' };
  return {};
}
