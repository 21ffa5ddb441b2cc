/** Vehicle item labels (spec part 1 §2 and §9): "N Passenger(s)", "N Luggage(s)", "N Child Seat(s)". */
export const passengersLabel = (count: number) => `${count} Passenger(s)`;
export const luggageLabel = (count: number) => `${count} Luggage(s)`;
export const childSeatsLabel = (count: number) => `${count} Child Seat(s)`;

/** The route list's row for an hourly ride (spec part 1 §2). */
export const HOURLY_RIDE_LABEL = 'HOURLY RIDE';
