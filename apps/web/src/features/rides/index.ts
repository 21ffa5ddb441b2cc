/**
 * The rides feature's public face: other features import only from here. The post-trip screen
 * reads the ride (its total, price lines and any feedback) with the same getTripDetails.
 */
export { TripDetailsQuery } from './api/trips.ts';
export type { DetailsTrip } from './lib/ride-details-view.ts';
