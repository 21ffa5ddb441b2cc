import { t } from '@lingui/core/macro';
/** What the fleet vehicle form holds while it is typed: text, as the inputs give it. */
export interface FleetVehicleValues {
  licensePlate: string;
  make: string;
  model: string;
  color: string;
  vehicleTypeId: string;
  passengerCapacity: string;
}

export type FleetVehicleField = keyof FleetVehicleValues;

export interface FleetVehicleInputValue {
  licensePlate: string;
  make: string;
  model: string;
  color: string;
  vehicleTypeId: number;
  passengerCapacity: number;
}

export const EMPTY_FLEET_VEHICLE: FleetVehicleValues = {
  licensePlate: '',
  make: '',
  model: '',
  color: '',
  vehicleTypeId: '',
  passengerCapacity: '',
};

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The form's values as the API's input, or what is missing. Only what the API cannot be sent is
 * checked here (an empty field, a number that is no number); the server's rules (plate letters,
 * 1 to 60 seats, a duplicate plate) come back from it by field.
 */
export function fleetVehicleInput(
  values: FleetVehicleValues,
):
  | { ok: true; input: FleetVehicleInputValue }
  | { ok: false; errors: Partial<Record<FleetVehicleField, string>> } {
  const errors: Partial<Record<FleetVehicleField, string>> = {};
  const required: [FleetVehicleField, string][] = [
    ['licensePlate', t`Enter the licence plate.`],
    ['make', t`Enter the make.`],
    ['model', t`Enter the model.`],
    ['color', t`Enter the colour.`],
  ];
  for (const [field, message] of required) if (!values[field].trim()) errors[field] = message;
  const vehicleTypeId = whole(values.vehicleTypeId);
  if (vehicleTypeId === undefined) errors.vehicleTypeId = t`Choose a vehicle type.`;
  const passengerCapacity = whole(values.passengerCapacity);
  if (passengerCapacity === undefined) errors.passengerCapacity = t`Enter the seats as a number.`;
  if (vehicleTypeId === undefined || passengerCapacity === undefined || Object.keys(errors).length)
    return { ok: false, errors };
  return {
    ok: true,
    input: {
      licensePlate: values.licensePlate.trim(),
      make: values.make.trim(),
      model: values.model.trim(),
      color: values.color.trim(),
      vehicleTypeId,
      passengerCapacity,
    },
  };
}

/** The dispatch buffer as typed: whole minutes 0 to 240, or why not. */
export function bufferMinutes(
  text: string,
): { ok: true; minutes: number } | { ok: false; error: string } {
  const minutes = whole(text);
  if (minutes === undefined || minutes > 240) {
    return { ok: false, error: t`Enter whole minutes from 0 to 240.` };
  }
  return { ok: true, minutes };
}
