/**
 * The booking feature's public face: the checkout shows the trip as booked so far with these
 * summaries, and prices the chosen vehicle again with the same lookup.
 */
export { TripSoFar } from './components/trip-so-far.tsx';
export { PromoCodeField } from './components/promo-code-field.tsx';
export { Spinner } from './components/markers.tsx';
export { useVehiclePricing } from './hooks/use-vehicle-pricing.ts';
export type { RatedVehicle, RatesResult } from './hooks/use-rates.ts';
export { BOOKING_PATHS, needsFlightInfo } from './lib/booking-steps.ts';
export { updateForm } from './lib/form-actions.ts';
export { lookupProblem } from './lib/lookup-problem.ts';
export { addStop, newStopId, setLocation } from './lib/route-items.ts';
export { toBookingLocation } from './lib/place-location.ts';
export { usePlaceSearch, SEARCH_MAX_LENGTH } from './hooks/use-place-search.ts';
export { SuggestionList } from './components/suggestion-list.tsx';
