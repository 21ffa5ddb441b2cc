/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { requireStaffForDispatch } from './assignment.service.ts';
export { riderRideEndedMail } from './dispatch-mail.ts';
export { dispatchResolvers } from './dispatch.resolvers.ts';
export type { toFleetVehicle } from './fleet-vehicles.service.ts';
