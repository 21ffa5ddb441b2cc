/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { findTrip, tripQuery, type TripRow } from './rides.repository.ts';
export { requireRideReader, ridesResolvers } from './rides.resolvers.ts';
export {
  findAccessibleRide,
  findOwnTrip,
  rideAccessSchema,
  type RideAccess,
} from './rides.service.ts';
export { tripFeedback } from './trip-feedback.ts';
export { kindOf, toTrip, tripDrivers, tripRouting, tripVehicles } from './trip.ts';
