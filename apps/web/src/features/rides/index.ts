/**
 * The rides feature's public face: other features import only from here. Only what they use is
 * named here: a barrel entry is loaded with every screen that imports the barrel. The post-trip
 * screen reads the ride (its total, price lines and any feedback) with the same getTripDetails.
 */
export { TripDetailsQuery } from './api/trips.ts';
export { RideLoadFailed, RideLoading } from './components/ride-loading.tsx';
export { RideStatusLabel } from './components/ride-status-label.tsx';
export { dropOffLine, placeLine } from './lib/ride-labels.ts';
export { isOwnTrip, type DetailsTrip, type OwnTrip } from './lib/ride-details-view.ts';
export { BookedRide } from './components/booked-ride-loader.tsx';
