import type { FlightState } from '@ride/domain';

/** One flight to look up: its code ("DL1234"), the airport it lands at, and the day it lands. */
export interface FlightQuery {
  code: string;
  /** IATA code of the arrival airport ("JFK"). */
  arrivalAirport: string;
  /** When the ride expects it (the booked pickup): picks the day's flight of that number. */
  around: Date;
}

/** What the provider says of a flight's arrival. */
export interface FlightStatus {
  state: FlightState;
  scheduledArrival: Date | null;
  /** The provider's estimate of the landing; null when it has none. */
  expectedArrival: Date | null;
  /** The landing itself, once it happened. */
  landedAt: Date | null;
}

/**
 * The flight status port (DESIGN.md): the offline default is a simulated, deterministic feed; a
 * real provider is chosen by configuration. `lookUp` answers null for a flight it does not know,
 * and throws when the provider cannot be reached or refuses (the watch tries again later).
 */
export interface FlightStatusProvider {
  name: 'simulated' | 'aeroapi';
  lookUp(query: FlightQuery, now: Date): Promise<FlightStatus | null>;
}

/** The provider refused our key or our request: retrying will not help until configuration does. */
export class FlightProviderRefused extends Error {}
