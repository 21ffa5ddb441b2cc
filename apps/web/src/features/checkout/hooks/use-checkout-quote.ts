import type { BookingForm } from '@ride/domain';
import { lookupProblem, useVehiclePricing } from '../../booking/index.ts';

/**
 * The chosen vehicle priced again for the trip as it stands (the same lookup as the vehicle
 * step): the rate lines and total the rider books at, and the lookup input createReservation
 * takes as its trip.
 */
export function useCheckoutQuote(form: BookingForm) {
  const { blocker, unavailable, waiting, rates, payload } = useVehiclePricing(form);
  const vehicle = rates.data?.vehicles.find((v) => v.id === form.selectedVehicle?.id) ?? null;
  return {
    blocker,
    unavailable,
    payload,
    vehicle,
    /** Prices on screen are still the previous ones while this is true. */
    loading: waiting || rates.fetching,
    problem: rates.error ? lookupProblem(rates.error) : null,
    appliedPromoCode: rates.data?.promoCode ?? null,
    currencySymbol: rates.data?.currencySymbol ?? '',
    currencyCode: rates.data?.currencyCode ?? '',
    /** Whether a priced answer exists at all (the vehicle may be missing from it). */
    priced: rates.data !== null,
    retry: rates.retry,
  };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;
