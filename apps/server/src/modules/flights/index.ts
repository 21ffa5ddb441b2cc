/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { scheduleFlightWatch, watchFlights, type FlightWatchServices } from './flight-watch.ts';
export { flightsResolvers } from './flights.resolvers.ts';
export type { FlightCallBudgetTable, RideFlightTable } from './flights.tables.ts';
