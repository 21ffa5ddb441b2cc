import { describe, expect, it } from 'vitest';
import { quoteTrip } from './quote.ts';
import { SEDAN as SEDAN_RATES } from './rates.test-fixtures.ts';
import type { Surcharge } from './surcharges.ts';
import { localPickupOf, NO_PRICING, preparePricing, tripRulesOf } from './trip-rules.ts';
import type { PricedTrip, RateCard } from './types.ts';
import type { PricingZone, ZoneFare } from './zones.ts';

/** The shared sedan, without airport fees. */
const sedan: RateCard = { ...SEDAN_RATES, airportPickupFee: 0, airportDropoffFee: 0 };

const ride: PricedTrip = {
  isHourly: false,
  distanceMiles: 17.5,
  drivingMinutes: 45,
  hourlySeconds: 0,
  airportPickup: false,
  airportDropoff: false,
  stopCount: 0,
  childSeats: 0,
};

// A box around JFK and one around lower Manhattan (latitude, longitude).
const jfk: PricingZone = {
  id: 1,
  name: 'JFK',
  points: [
    [40.63, -73.8],
    [40.63, -73.76],
    [40.66, -73.76],
    [40.66, -73.8],
  ],
};
const manhattan: PricingZone = {
  id: 2,
  name: 'Manhattan below 96th St',
  points: [
    [40.7, -74.02],
    [40.7, -73.97],
    [40.79, -73.93],
    [40.79, -73.98],
  ],
};
const atJfk = { latitude: 40.6413, longitude: -73.7781 };
const timesSquare = { latitude: 40.758, longitude: -73.9855 };
const brooklyn = { latitude: 40.6782, longitude: -73.9442 };
const SEDAN = 7;
const fare = (over: Partial<ZoneFare> = {}): ZoneFare => ({
  vehicleTypeId: SEDAN,
  fromZoneId: 1,
  toZoneId: 2,
  amount: 7000,
  isOneWay: false,
  ...over,
});
const NEW_YORK = 'America/New_York';
// 14:00 in New York on a summer day (EDT, UTC-4).
const afternoon = new Date('2027-07-14T18:00:00Z');

function rulesFor(
  zoneFares: ZoneFare[],
  from: typeof atJfk,
  to: typeof atJfk,
  surcharges: Surcharge[] = [],
  pickupAt = afternoon,
) {
  const pricing = preparePricing({ zones: [jfk, manhattan], zoneFares, surcharges });
  return tripRulesOf(pricing, { pickup: from, dropoff: to, pickupAt, timeZone: NEW_YORK });
}

describe('zone fares', () => {
  it('take the place of distance pricing between two zones', () => {
    const quote = quoteTrip(
      sedan,
      ride,
      null,
      rulesFor([fare()], atJfk, timesSquare).forVehicle(SEDAN),
    );
    expect(quote.lines).toEqual([
      { name: 'Zone Fare (JFK → Manhattan below 96th St)', value: 7000 },
      { name: 'Gratuity (20%)', value: 1400 },
      { name: 'Tax (8.875%)', value: 621 }, // 621.25
    ]);
    expect(quote.amount).toBe(9021);
  });

  it('apply both ways unless one-way, and name the trip’s own direction', () => {
    const back = rulesFor([fare()], timesSquare, atJfk).forVehicle(SEDAN);
    expect(back.zoneFare).toEqual({ from: 'Manhattan below 96th St', to: 'JFK', amount: 7000 });
    expect(
      rulesFor([fare({ isOneWay: true })], timesSquare, atJfk).forVehicle(SEDAN).zoneFare,
    ).toBeNull();
  });

  it('apply only to their vehicle type, and only when both ends are in the zones', () => {
    expect(rulesFor([fare()], atJfk, timesSquare).forVehicle(SEDAN + 1).zoneFare).toBeNull();
    expect(rulesFor([fare()], atJfk, brooklyn).forVehicle(SEDAN).zoneFare).toBeNull();
    const distance = quoteTrip(
      sedan,
      ride,
      null,
      rulesFor([fare()], atJfk, brooklyn).forVehicle(SEDAN),
    );
    expect(distance.lines[0]).toEqual({ name: 'Base Fare', value: 2500 });
  });

  it('take the lowest when overlapping zones give several', () => {
    const rules = rulesFor(
      [fare({ amount: 9000 }), fare({ fromZoneId: 2, toZoneId: 1, amount: 6500 })],
      atJfk,
      timesSquare,
    );
    expect(rules.forVehicle(SEDAN).zoneFare?.amount).toBe(6500);
  });

  it('never apply to hourly rides', () => {
    const hourly = { ...ride, isHourly: true, hourlySeconds: 7200 };
    const quote = quoteTrip(
      sedan,
      hourly,
      null,
      rulesFor([fare()], atJfk, timesSquare).forVehicle(SEDAN),
    );
    expect(quote.lines[0]?.name).toBe('Hourly Rate (2 Hours)');
  });

  it('apply within a zone too (a fare from a zone to itself)', () => {
    const inside = rulesFor([fare({ fromZoneId: 2, toZoneId: 2, amount: 3000 })], timesSquare, {
      latitude: 40.72,
      longitude: -73.99,
    });
    expect(inside.forVehicle(SEDAN).zoneFare?.amount).toBe(3000);
  });
});

const night: Surcharge = {
  name: 'Night Surcharge',
  kind: 'night',
  startMinute: 22 * 60,
  endMinute: 6 * 60,
  millipercent: 10_000,
};
const newYear: Surcharge = { name: 'New Year', kind: 'holiday', date: '2028-01-01', amount: 2500 };
const at = (iso: string) => new Date(iso);

describe('surcharges', () => {
  it('read the pickup on the company’s wall clock', () => {
    // 03:30 UTC is 23:30 the day before in New York (EDT) and 04:30 in London (BST).
    expect(localPickupOf(at('2027-07-15T03:30:00Z'), NEW_YORK)).toEqual({
      date: '2027-07-14',
      minuteOfDay: 23 * 60 + 30,
    });
    expect(localPickupOf(at('2027-07-15T03:30:00Z'), 'Europe/London')).toEqual({
      date: '2027-07-15',
      minuteOfDay: 4 * 60 + 30,
    });
  });

  it('charge a night window that crosses midnight, up to but not at its end', () => {
    const applies = (iso: string) =>
      rulesFor([], atJfk, brooklyn, [night], at(iso)).forVehicle(SEDAN).surcharges.length;
    expect(applies('2027-07-15T02:00:00Z')).toBe(1); // 22:00 New York: the window opens
    expect(applies('2027-07-15T09:59:00Z')).toBe(1); // 05:59 the next morning
    expect(applies('2027-07-15T10:00:00Z')).toBe(0); // 06:00: the window has closed
    expect(applies('2027-07-15T01:59:00Z')).toBe(0); // 21:59
  });

  it('follow the clock change: 23:30 New York is 03:30 UTC in summer and 04:30 in winter', () => {
    const applies = (iso: string) =>
      rulesFor([], atJfk, brooklyn, [night], at(iso)).forVehicle(SEDAN).surcharges.length;
    expect(applies('2027-12-15T02:30:00Z')).toBe(0); // 21:30 EST
    expect(applies('2027-12-15T04:30:00Z')).toBe(1); // 23:30 EST
  });

  it('are a line of their own, charged on the fare and fees, before promotion, gratuity and tax', () => {
    const rules = rulesFor(
      [fare()],
      atJfk,
      timesSquare,
      [night, newYear],
      at('2028-01-01T05:00:00Z'),
    );
    const quote = quoteTrip(sedan, ride, null, rules.forVehicle(SEDAN));
    expect(quote.lines).toEqual([
      { name: 'Zone Fare (JFK → Manhattan below 96th St)', value: 7000 },
      { name: 'Night Surcharge (22:00–06:00, 10%)', value: 700 },
      { name: 'New Year (2028-01-01)', value: 2500 },
      { name: 'Gratuity (20%)', value: 2040 },
      { name: 'Tax (8.875%)', value: 905 }, // 905.25
    ]);
    expect(quote.amount).toBe(13145);
  });

  it('a holiday applies on its date in the company’s time zone only', () => {
    const applies = (iso: string) =>
      rulesFor([], atJfk, brooklyn, [newYear], at(iso)).forVehicle(SEDAN).surcharges.length;
    expect(applies('2028-01-01T04:59:00Z')).toBe(0); // 23:59 on Dec 31 in New York
    expect(applies('2028-01-01T05:00:00Z')).toBe(1);
  });
});

describe('minimum fare', () => {
  const short = { ...ride, distanceMiles: 1, drivingMinutes: 4 };

  it('lifts a short trip to the minimum with an adjustment line, then gratuity and tax on it', () => {
    // 2500 + 350 + 200 = 3050 → minimum 4500: adjustment 1450
    const quote = quoteTrip({ ...sedan, minimumFare: 4500 }, short, null, NO_PRICING_RULES);
    expect(quote.lines).toContainEqual({ name: 'Minimum Fare Adjustment', value: 1450 });
    expect(quote.lines).toContainEqual({ name: 'Gratuity (20%)', value: 900 });
    expect(quote.amount).toBe(4500 + 900 + 399); // tax 399.375
  });

  it('leaves a trip above the minimum alone', () => {
    const quote = quoteTrip({ ...sedan, minimumFare: 4500 }, ride);
    expect(quote.lines.map((line) => line.name)).not.toContain('Minimum Fare Adjustment');
  });

  it('holds after a promotion: the total before gratuity and tax is never below it', () => {
    const quote = quoteTrip({ ...sedan, minimumFare: 4500 }, ride, {
      code: 'HALF',
      kind: 'percent',
      millipercent: 90_000,
    });
    const beforeTax = quote.lines
      .filter((line) => !line.name.startsWith('Gratuity') && !line.name.startsWith('Tax'))
      .reduce((sum, line) => sum + line.value, 0);
    expect(beforeTax).toBe(4500);
  });
});

describe('waiting time', () => {
  it('bills each minute beyond the free wait at the vehicle’s rate', () => {
    const quote = quoteTrip({ ...sedan, waitingPerMinute: 125 }, { ...ride, waitingMinutes: 12 });
    expect(quote.lines).toContainEqual({ name: 'Waiting Time (12 min)', value: 1500 });
  });
});

const NO_PRICING_RULES = tripRulesOf(NO_PRICING, {
  pickup: null,
  dropoff: null,
  pickupAt: afternoon,
  timeZone: NEW_YORK,
}).forVehicle(SEDAN);
