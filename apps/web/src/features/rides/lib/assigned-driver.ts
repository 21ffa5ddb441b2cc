import { personInitials, vehicleDescription } from '@ride/domain';
import type { DetailsTrip } from './ride-details-view.ts';

export interface AssignedDriverView {
  /** The driver's first name only: enough to greet them at the kerb. */
  firstName: string;
  /** Shown in place of a picture that is missing or does not load. */
  initials: string;
  picture: string | null;
  /** "Black Cadillac Escalade", or null until a car is assigned. */
  vehicle: string | null;
  licensePlate: string | null;
}

const primary = <T extends { isPrimary: boolean }>(edges: T[]) =>
  edges.find((edge) => edge.isPrimary) ?? edges[0];

/**
 * Who is coming, from the dispatcher's assignment on: the driver's first name and picture (or
 * initials), the car's colour, make and model, and its plate. Null until a driver is assigned.
 */
export function assignedDriverView(
  trip: Pick<DetailsTrip, 'drivers' | 'vehicles'>,
): AssignedDriverView | null {
  const driver = primary(trip.drivers.edges)?.node;
  const firstName = driver?.firstName.trim();
  if (!driver || !firstName) return null;
  const vehicle = primary(trip.vehicles.edges)?.node;
  return {
    firstName,
    initials: personInitials(driver.firstName, driver.lastName),
    picture: driver.profilePic?.trim() || null,
    vehicle: vehicle ? vehicleDescription(vehicle) : null,
    licensePlate: vehicle?.licensePlate.trim() || null,
  };
}
