import { describe, expect, it } from 'vitest';
import { rateLineName } from './line-names.ts';
import { quoteTrip } from './quote.ts';
import { CITY_RIDE, SEDAN } from './rates.test-fixtures.ts';
import type { PricedTrip, RateCard } from './types.ts';

const card: RateCard = { ...SEDAN, minimumFare: 50_000, waitingPerMinute: 125 };

/** Every fee of a distance ride: airports both ends, two stops, a child seat, a wait. */
const trip: PricedTrip = {
  ...CITY_RIDE,
  distanceMiles: 16.31,
  drivingMinutes: 43,
  airportPickup: true,
  airportDropoff: true,
  stopCount: 2,
  childSeats: 1,
  waitingMinutes: 7,
};

describe('rateLineName', () => {
  it('reads back every line quoteTrip names', () => {
    const lines = [
      ...quoteTrip(card, trip, { code: 'SPRING', kind: 'percent', millipercent: 10_000 }).lines,
      ...quoteTrip(card, { ...trip, isHourly: true, hourlySeconds: 3600 }).lines,
      ...quoteTrip(card, { ...trip, isHourly: true, hourlySeconds: 9000 }).lines,
    ];
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(rateLineName(line.name), line.name).not.toBeNull();
  });

  it('gives the values as the name writes them', () => {
    expect(rateLineName('Base Fare')).toEqual({ kind: 'base-fare', values: [] });
    expect(rateLineName('Distance (16.31 mi)')).toEqual({ kind: 'distance', values: ['16.31'] });
    expect(rateLineName('Zone Fare (JFK → Midtown)')).toEqual({
      kind: 'zone-fare',
      values: ['JFK', 'Midtown'],
    });
    expect(rateLineName('Hourly Rate (2 Hours 30 Minutes)')).toEqual({
      kind: 'hourly-rate',
      values: ['2', '30'],
    });
    expect(rateLineName('Hourly Rate (1 Hour minimum)')).toEqual({
      kind: 'hourly-rate-minimum',
      values: ['1', ''],
    });
  });

  it('knows no line of the operator’s own', () => {
    expect(rateLineName('Night (22:00–06:00, 10%)')).toBeNull();
    expect(rateLineName('Base Fare extra')).toBeNull();
  });
});
