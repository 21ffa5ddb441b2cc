import { describe, expect, it } from 'vitest';
import {
  toFlightDetails,
  validateFlightDetails,
  type FlightDetailsValues,
} from './flight-details.ts';

const values = (changes: Partial<FlightDetailsValues> = {}): FlightDetailsValues => ({
  airlineName: 'Delta',
  flightNumber: 'DL 1234',
  terminal: '4',
  meetOption: 'curbside',
  ...changes,
});

describe('validateFlightDetails', () => {
  it('accepts an airline and a flight number with its designator', () => {
    expect(validateFlightDetails(values())).toEqual({});
    expect(validateFlightDetails(values({ flightNumber: 'b6 57', terminal: '' }))).toEqual({});
    expect(validateFlightDetails(values({ flightNumber: 'BAW12A' }))).toEqual({});
  });

  it('requires the airline and the flight number', () => {
    expect(validateFlightDetails(values({ airlineName: ' ', flightNumber: '' }))).toEqual({
      airlineName: 'Required',
      flightNumber: 'Required',
    });
  });

  it('refuses a flight number without a designator or with too many digits', () => {
    for (const flightNumber of ['1234', 'DL', 'DL 12345', 'D 12', 'DL-12']) {
      expect(validateFlightDetails(values({ flightNumber })).flightNumber).toBe(
        'Enter a flight number like DL 1234',
      );
    }
  });

  it('limits the airline name and the terminal', () => {
    expect(
      validateFlightDetails(values({ airlineName: 'x'.repeat(51), terminal: 't'.repeat(21) })),
    ).toEqual({ airlineName: 'Too long', terminal: 'Too long' });
  });
});

describe('toFlightDetails', () => {
  it('splits out the airline code and writes the number without a space', () => {
    expect(toFlightDetails(values({ flightNumber: ' dl 1234 ', airlineName: ' Delta ' }))).toEqual({
      airlineCode: 'DL',
      airlineName: 'Delta',
      flightNumber: 'DL1234',
      terminal: '4',
      meetOption: 'curbside',
    });
    expect(toFlightDetails(values({ flightNumber: 'nope' }))).toBeNull();
  });
});
