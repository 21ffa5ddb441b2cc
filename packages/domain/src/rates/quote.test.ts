import { describe, expect, it } from 'vitest';
import { quoteTrip } from './quote.ts';
import { CITY_RIDE, SEDAN } from './rates.test-fixtures.ts';

const sedan = SEDAN;
const cityRide = CITY_RIDE;

const names = (lines: { name: string }[]) => lines.map((line) => line.name);

describe('quoteTrip', () => {
  it('prices a point-to-point ride from base fare, miles and minutes, then gratuity and tax', () => {
    const quote = quoteTrip(sedan, cityRide);
    // 2500 + 10 × 350 + 30 × 50 = 7500; gratuity 20% = 1500; tax 8.875% of 7500 = 665.625 → 666
    expect(quote.lines).toEqual([
      { name: 'Base Fare', value: 2500 },
      { name: 'Distance (10.00 mi)', value: 3500 },
      { name: 'Driving Time (30 min)', value: 1500 },
      { name: 'Gratuity (20%)', value: 1500 },
      { name: 'Tax (8.875%)', value: 666 },
    ]);
    expect(quote.amount).toBe(9666);
  });

  it('charges part miles to the cent, rounding half up', () => {
    const quote = quoteTrip(sedan, { ...cityRide, distanceMiles: 12.35 });
    expect(quote.lines.find((line) => line.name === 'Distance (12.35 mi)')?.value).toBe(4323); // 4322.5
  });

  it('adds the airport pickup fee for an arrival and the drop-off fee for a departure', () => {
    const arrival = quoteTrip(sedan, { ...cityRide, airportPickup: true });
    const departure = quoteTrip(sedan, { ...cityRide, airportDropoff: true });
    expect(arrival.lines).toContainEqual({ name: 'Airport Pickup Fee', value: 1500 });
    expect(names(arrival.lines)).not.toContain('Airport Drop-off Fee');
    expect(departure.lines).toContainEqual({ name: 'Airport Drop-off Fee', value: 1000 });
    expect(arrival.amount - quoteTrip(sedan, cityRide).amount).toBe(1500 + 300 + 133); // fee + 20% + 8.875%
  });

  it('charges each stop and each child seat', () => {
    const quote = quoteTrip(sedan, { ...cityRide, stopCount: 2, childSeats: 3 });
    expect(quote.lines).toContainEqual({ name: 'Additional Stops (2)', value: 2400 });
    expect(quote.lines).toContainEqual({ name: 'Child Seats (3)', value: 3000 });
  });

  it('prices an hourly ride by the hours booked, with no distance or time lines', () => {
    const quote = quoteTrip(sedan, { ...cityRide, isHourly: true, hourlySeconds: 3 * 3600 });
    expect(quote.lines[0]).toEqual({ name: 'Hourly Rate (3 Hours)', value: 22_500 });
    expect(names(quote.lines)).not.toContain('Base Fare');
    expect(names(quote.lines).some((name) => name.startsWith('Distance'))).toBe(false);
  });

  it('bills part hours pro rata and names them in hours and minutes', () => {
    const quote = quoteTrip(sedan, { ...cityRide, isHourly: true, hourlySeconds: 2.5 * 3600 });
    expect(quote.lines[0]).toEqual({ name: 'Hourly Rate (2 Hours 30 Minutes)', value: 18_750 });
  });

  it("bills a vehicle's own minimum hours when fewer are booked, and says so", () => {
    const stretch = { ...sedan, hourlyMinimumHours: 3 };
    const quote = quoteTrip(stretch, { ...cityRide, isHourly: true, hourlySeconds: 2 * 3600 });
    expect(quote.lines[0]).toEqual({ name: 'Hourly Rate (3 Hours minimum)', value: 22_500 });
  });

  it('takes a percent promotion off the subtotal before gratuity and tax', () => {
    const quote = quoteTrip(sedan, cityRide, {
      code: 'SAVE10',
      kind: 'percent',
      millipercent: 10_000,
    });
    expect(quote.lines).toContainEqual({ name: 'Promo Code SAVE10', value: -750 });
    expect(quote.lines).toContainEqual({ name: 'Gratuity (20%)', value: 1350 });
    expect(quote.lines).toContainEqual({ name: 'Tax (8.875%)', value: 599 }); // 599.06
    expect(quote.amount).toBe(6750 + 1350 + 599);
  });

  it('never lets a fixed promotion take the price below zero', () => {
    const quote = quoteTrip(sedan, cityRide, { code: 'FREE', kind: 'fixed', amount: 1_000_000 });
    expect(quote.lines).toContainEqual({ name: 'Promo Code FREE', value: -7500 });
    expect(quote.amount).toBe(0);
  });

  it('leaves out lines worth nothing', () => {
    const free = { ...sedan, gratuityMillipercent: 0, taxMillipercent: 0, perMinute: 0 };
    expect(names(quoteTrip(free, cityRide).lines)).toEqual(['Base Fare', 'Distance (10.00 mi)']);
  });
});
