import type { RideNeeds, VehicleCapacity } from './types.ts';

/** A vehicle is offered only when it carries everyone, their luggage and child seats, and access needs. */
export function vehicleFits(vehicle: VehicleCapacity, needs: RideNeeds): boolean {
  return (
    vehicle.passengerCapacity >= needs.passengers &&
    vehicle.luggageCapacity >= needs.luggage &&
    vehicle.childSeatCapacity >= needs.childSeats &&
    (!needs.requiresAccessibility || vehicle.isAccessible)
  );
}
