import { plural, t } from '@lingui/core/macro';
import type { DriverVehicleChoicesQuery } from '../../../lib/gql/graphql.ts';

type VehicleChoice = DriverVehicleChoicesQuery['driverVehicleChoices'][number];

/** Setting off waits for the driver to pick the vehicle they drive. */
export const pickAVehicle = () => t`Pick the vehicle you drive before setting off.`;

/** "Cadillac Escalade, Black, DEMO 101 (6 seats)": as the ride card names the assigned vehicle. */
export function vehicleChoiceLabel(vehicle: VehicleChoice): string {
  const name = [`${vehicle.make} ${vehicle.model}`.trim(), vehicle.color, vehicle.licensePlate]
    .filter(Boolean)
    .join(', ');
  const seats = vehicle.passengerCapacity;
  return plural(seats, { one: `${name} (# seat)`, other: `${name} (# seats)` });
}
