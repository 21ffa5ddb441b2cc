import { describe, expect, it } from 'vitest';
import {
  flightCode,
  flightLabel,
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

  it('accepts the number alone when Airline holds the airline, by code or by name', () => {
    expect(validateFlightDetails(values({ airlineName: 'DL', flightNumber: '1234' }))).toEqual({});
    expect(validateFlightDetails(values({ airlineName: 'Delta', flightNumber: '1234' }))).toEqual(
      {},
    );
    expect(validateFlightDetails(values({ airlineName: 'BAW', flightNumber: '12a' }))).toEqual({});
  });

  it('asks only for the airline when the number comes without one', () => {
    expect(validateFlightDetails(values({ airlineName: '', flightNumber: '1234' }))).toEqual({
      airlineName: 'Required',
    });
  });

  it('refuses a flight number that is neither a number nor a designator and number', () => {
    for (const flightNumber of ['DL', 'DL 12345', '12345', 'D 12', 'DL-12', 'Delta 12']) {
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

  it('takes the airline code from Airline when Flight Number holds only the number', () => {
    expect(toFlightDetails(values({ airlineName: ' dl ', flightNumber: '1234' }))).toMatchObject({
      airlineCode: 'DL',
      airlineName: 'dl',
      flightNumber: 'DL1234',
    });
    expect(toFlightDetails(values({ airlineName: 'Delta', flightNumber: '1234' }))).toMatchObject({
      airlineCode: '',
      airlineName: 'Delta',
      flightNumber: '1234',
    });
  });

  it('keeps a booked flight’s gate and tail number for the same flight only', () => {
    const booked = {
      airlineCode: 'DL',
      airlineName: 'Delta',
      flightNumber: 'DL1234',
      terminal: '4',
      gate: 'B22',
      tailNumber: 'N123AB',
      meetOption: 'curbside' as const,
    };
    expect(toFlightDetails(values({ flightNumber: 'dl 1234' }), booked)).toMatchObject({
      gate: 'B22',
      tailNumber: 'N123AB',
    });
    const other = toFlightDetails(values({ flightNumber: 'DL 99' }), booked);
    expect(other).not.toHaveProperty('gate');
    expect(other).not.toHaveProperty('tailNumber');
  });

  it('reads both ways of filling the fields as the same flight', () => {
    expect(toFlightDetails(values({ airlineName: 'DL', flightNumber: '1234' }))).toEqual(
      toFlightDetails(values({ airlineName: 'DL', flightNumber: 'DL 1234' })),
    );
  });
});

describe('flightLabel', () => {
  const label = (airlineName: string, flightNumber: string) => {
    const details = toFlightDetails(values({ airlineName, flightNumber }));
    return details && flightLabel(details);
  };

  it('names the flight once, with the airline when the rider gave its name', () => {
    expect(label('DL', '1234')).toBe('DL1234');
    expect(label('dl', 'DL 1234')).toBe('DL1234');
    expect(label('Delta', 'DL 1234')).toBe('Delta DL1234');
    expect(label('Delta', '1234')).toBe('Delta 1234');
  });
});

describe('flightCode', () => {
  it('says the airline code once', () => {
    expect(flightCode('AA', '123')).toBe('AA123');
    expect(flightCode('DL', 'DL401')).toBe('DL401');
    expect(flightCode('dl', ' dl401 ')).toBe('DL401');
    expect(flightCode('', 'B6123')).toBe('B6123');
  });
});
