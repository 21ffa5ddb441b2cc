/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { insertHold, nextConfirmationNumber } from './reservations.repository.ts';
export { reservationsResolvers } from './reservations.resolvers.ts';
export type {
  BookedFlightDetails,
  BookedRateLine,
  BookedStop,
  CompanyCounterTable,
  PaymentHoldTable,
  ReservationTable,
} from './reservations.tables.ts';
