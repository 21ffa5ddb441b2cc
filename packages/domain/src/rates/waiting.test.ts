import { describe, expect, it } from 'vitest';
import { quoteTrip } from './quote.ts';
import { CITY_RIDE, SEDAN } from './rates.test-fixtures.ts';
import type { PricedTrip, RateCard } from './types.ts';
import { billedWaitingMinutes, withWaiting } from './waiting.ts';

const sedan: RateCard = { ...SEDAN, waitingPerMinute: 125 };
const cityRide: PricedTrip = CITY_RIDE;

describe('billedWaitingMinutes', () => {
  it('bills nothing for a ride that never waited or waited within the free wait', () => {
    expect(billedWaitingMinutes(null, 10)).toBe(0);
    expect(billedWaitingMinutes(0, 0)).toBe(0);
    expect(billedWaitingMinutes(600, 10)).toBe(0);
    expect(billedWaitingMinutes(599, 10)).toBe(0);
  });

  it('rounds the minutes beyond the free wait up to whole minutes', () => {
    expect(billedWaitingMinutes(601, 10)).toBe(1);
    expect(billedWaitingMinutes(660, 10)).toBe(1);
    expect(billedWaitingMinutes(661, 10)).toBe(2);
    expect(billedWaitingMinutes(17 * 60 + 5, 5)).toBe(13);
  });

  it('counts every second as billable when the company names no free wait', () => {
    expect(billedWaitingMinutes(1, null)).toBe(1);
    expect(billedWaitingMinutes(120, 0)).toBe(2);
  });
});

describe('withWaiting', () => {
  it('is exactly the engine’s price with waiting when the booking is the engine’s price', () => {
    const before = quoteTrip(sedan, cityRide);
    const after = quoteTrip(sedan, { ...cityRide, waitingMinutes: 12 });
    const final = withWaiting(before.lines, before, after);
    expect(final).toEqual(after);
    expect(final.lines.map((line) => line.name)).toContain('Waiting Time (12 min)');
    // 12 × 125 = 1500 waited; gratuity 20% and tax 8.875% of it come with it.
    expect(final.amount - before.amount).toBe(1500 + 300 + 133);
  });

  it('lets the waiting fill a minimum fare before it adds anything', () => {
    const card = { ...sedan, minimumFare: 9000 };
    const before = quoteTrip(card, cityRide);
    const after = quoteTrip(card, { ...cityRide, waitingMinutes: 4 });
    const final = withWaiting(before.lines, before, after);
    expect(final).toEqual(after);
    expect(final.amount).toBe(before.amount);
    expect(final.lines.find((line) => line.name === 'Minimum Fare Adjustment')?.value).toBe(1000);
  });

  it('keeps a booked price the rates no longer give and adds what the waiting costs now', () => {
    const booked = quoteTrip({ ...sedan, baseFare: 2000 }, cityRide);
    const before = quoteTrip(sedan, cityRide);
    const after = quoteTrip(sedan, { ...cityRide, waitingMinutes: 2 });
    const final = withWaiting(booked.lines, before, after);
    expect(final.amount).toBe(booked.amount + (after.amount - before.amount));
    expect(final.lines.find((line) => line.name === 'Base Fare')?.value).toBe(2000);
    expect(final.lines.map((line) => line.name)).toEqual([
      'Base Fare',
      'Distance (10.00 mi)',
      'Driving Time (30 min)',
      'Waiting Time (2 min)',
      'Gratuity (20%)',
      'Tax (8.875%)',
    ]);
  });

  it('adds nothing when no minute is billed', () => {
    const before = quoteTrip(sedan, cityRide);
    const after = quoteTrip(sedan, { ...cityRide, waitingMinutes: 0 });
    expect(withWaiting(before.lines, before, after)).toEqual(before);
  });
});
