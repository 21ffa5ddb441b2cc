import type { FlightDetails } from '../booking-form.ts';
import { VALIDATION_MESSAGES, type FieldErrors } from '../validation/messages.ts';

/** What the rider types on the flight details step. */
export interface FlightDetailsValues {
  airlineName: string;
  flightNumber: string;
  terminal: string;
  meetOption: FlightDetails['meetOption'];
}

export const FLIGHT_LIMITS = { airlineName: 50, terminal: 20 } as const;

/** An IATA or ICAO airline designator, then 1 to 4 digits and an optional suffix: "DL 1234", "BAW12A". */
const FLIGHT_NUMBER = /^([A-Z0-9]{2}[A-Z]?)\s?(\d{1,4}[A-Z]?)$/i;

export const FLIGHT_MESSAGES = {
  flightNumber: 'Enter a flight number like DL 1234',
} as const;

function designatorOf(flightNumber: string): { airlineCode: string; number: string } | null {
  const match = FLIGHT_NUMBER.exec(flightNumber.trim());
  if (!match?.[1] || !match[2]) return null;
  // "1234" alone is not a flight number: the designator needs a letter somewhere.
  if (!/[A-Z]/i.test(match[1])) return null;
  return { airlineCode: match[1].toUpperCase(), number: match[2].toUpperCase() };
}

export function validateFlightDetails(
  values: FlightDetailsValues,
): FieldErrors<'airlineName' | 'flightNumber' | 'terminal'> {
  const errors: FieldErrors<'airlineName' | 'flightNumber' | 'terminal'> = {};
  const airline = values.airlineName.trim();
  if (airline === '') errors.airlineName = VALIDATION_MESSAGES.required;
  else if (airline.length > FLIGHT_LIMITS.airlineName)
    errors.airlineName = VALIDATION_MESSAGES.tooLong;
  if (values.flightNumber.trim() === '') errors.flightNumber = VALIDATION_MESSAGES.required;
  else if (!designatorOf(values.flightNumber)) errors.flightNumber = FLIGHT_MESSAGES.flightNumber;
  if (values.terminal.trim().length > FLIGHT_LIMITS.terminal)
    errors.terminal = VALIDATION_MESSAGES.tooLong;
  return errors;
}

/** The stored flight details: the designator split out as airlineCode, the number written "DL1234". */
export function toFlightDetails(values: FlightDetailsValues): FlightDetails | null {
  const designator = designatorOf(values.flightNumber);
  if (!designator) return null;
  return {
    airlineCode: designator.airlineCode,
    airlineName: values.airlineName.trim(),
    flightNumber: `${designator.airlineCode}${designator.number}`,
    terminal: values.terminal.trim(),
    meetOption: values.meetOption,
  };
}
