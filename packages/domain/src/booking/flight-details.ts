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

/** An IATA or ICAO airline designator: two or three letters or digits, at least one a letter. */
const DESIGNATOR = /^(?=.*[A-Z])[A-Z0-9]{2}[A-Z]?$/i;
/** A flight's number within its airline: 1 to 4 digits and an optional suffix, "1234", "12A". */
const NUMBER = /^\d{1,4}[A-Z]?$/i;
/** The designator and the number together: "DL 1234", "BAW12A". */
const DESIGNATED_NUMBER = /^([A-Z0-9]{2}[A-Z]?)\s?(\d{1,4}[A-Z]?)$/i;

export const FLIGHT_MESSAGES = {
  flightNumber: 'Enter a flight number like DL 1234',
} as const;

interface Flight {
  /** The designator, or '' when the rider gave only the airline's name. */
  airlineCode: string;
  number: string;
}

/**
 * The flight the rider means, whichever way the fields were filled: the designator with the
 * number in Flight Number ("DL 1234"), or the number alone ("1234") with the airline's code or
 * name in Airline. Null when Flight Number is neither.
 */
function flightOf(values: FlightDetailsValues): Flight | null {
  const typed = values.flightNumber.trim();
  const designated = DESIGNATED_NUMBER.exec(typed);
  if (designated?.[1] && designated[2] && DESIGNATOR.test(designated[1])) {
    return { airlineCode: designated[1].toUpperCase(), number: designated[2].toUpperCase() };
  }
  if (!NUMBER.test(typed)) return null;
  const airline = values.airlineName.trim();
  return {
    airlineCode: DESIGNATOR.test(airline) ? airline.toUpperCase() : '',
    number: typed.toUpperCase(),
  };
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
  else if (!flightOf(values)) errors.flightNumber = FLIGHT_MESSAGES.flightNumber;
  if (values.terminal.trim().length > FLIGHT_LIMITS.terminal)
    errors.terminal = VALIDATION_MESSAGES.tooLong;
  return errors;
}

/**
 * The stored flight details: the designator as airlineCode ('' when only the airline's name is
 * known), the flight number written with it, "DL1234". The gate and tail number of the flight as
 * it was (a booked ride's), which the step does not ask for, stay while it is the same flight.
 */
export function toFlightDetails(
  values: FlightDetailsValues,
  before: FlightDetails | null = null,
): FlightDetails | null {
  const flight = flightOf(values);
  if (!flight) return null;
  const flightNumber = `${flight.airlineCode}${flight.number}`;
  const sameFlight = before !== null && before.flightNumber.toUpperCase() === flightNumber;
  return {
    airlineCode: flight.airlineCode,
    airlineName: values.airlineName.trim(),
    flightNumber,
    terminal: values.terminal.trim(),
    ...(sameFlight && before.gate ? { gate: before.gate } : {}),
    ...(sameFlight && before.tailNumber ? { tailNumber: before.tailNumber } : {}),
    meetOption: values.meetOption,
  };
}

/** The flight as the summary shows it: "Delta DL1234", "DL1234" (the code said once), "Delta 1234". */
export function flightLabel(
  details: Pick<FlightDetails, 'airlineCode' | 'airlineName' | 'flightNumber'>,
): string {
  const airline = details.airlineName.trim();
  if (airline === '' || airline.toUpperCase() === details.airlineCode) return details.flightNumber;
  return `${airline} ${details.flightNumber}`;
}

/** The flight by its code alone, as a driver reads it: "AA123" for AA and 123 or AA123, never "AA AA123". */
export function flightCode(airlineCode: string, flightNumber: string): string {
  const code = airlineCode.trim().toUpperCase();
  const number = flightNumber.trim().toUpperCase();
  return code && !number.startsWith(code) ? `${code}${number}` : number;
}
