/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { moveRideStatus } from './driver.repository.ts';
export { finalPriceOf, moveRide, type FinalPrice } from './ride-move.ts';
export { positionStoreOf } from './position-store.ts';
export { trackingResolvers } from './tracking.resolvers.ts';
export type { DriverPositionTable, ReservationStatusChangeTable } from './tracking.tables.ts';
