/** What the rest of the server may use of this module; nothing else is imported from outside it. */
export { findActiveStaffByEmail, fleetVehiclesWithType } from './staff.repository.ts';
export type { FleetVehicleTable, StaffRole, StaffUserTable } from './staff.tables.ts';
