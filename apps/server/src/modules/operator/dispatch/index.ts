/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { dispatchResolvers, requireStaffForDispatch } from './dispatch.resolvers.ts';
export type { toFleetVehicle } from './fleet-vehicles.service.ts';
