/** The assigned car as a rider reads it, e.g. "Black Cadillac Escalade"; null when none is named. */
export function vehicleDescription(vehicle: { color: string; make: string; model: string }) {
  const words = [vehicle.color, vehicle.make, vehicle.model].map((w) => w.trim()).filter(Boolean);
  return words.length > 0 ? words.join(' ') : null;
}

/** A person's initials, shown in place of a picture that is missing or does not load: "DW". */
export function personInitials(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
}
