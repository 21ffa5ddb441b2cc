/** A rate line as the confirmation bar lists it. */
export interface TripRateLine {
  name: string;
  value: number;
}

/** "Trip Total": the sum of the rate values (spec part 2 §2), exact to the cent. */
export function tripTotal(rates: readonly TripRateLine[]): number {
  return rates.reduce((sum, line) => sum + Math.round(line.value * 100), 0) / 100;
}

/** The confirmation bar's button: "UPDATE THIS TRIP" once a reservation id exists. */
export function bookButtonLabel(reservationId: string | null | undefined): string {
  return reservationId ? 'UPDATE THIS TRIP' : 'BOOK THIS TRIP';
}
