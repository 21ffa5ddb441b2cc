import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteTrip } from './quote.ts';
import type { PricedTrip, Promotion, RateCard } from './types.ts';

const money = fc.integer({ min: 0, max: 100_000 });
const rateCard: fc.Arbitrary<RateCard> = fc.record({
  baseFare: money,
  perMile: fc.integer({ min: 0, max: 2_000 }),
  perMinute: fc.integer({ min: 0, max: 500 }),
  hourlyRate: money,
  hourlyMinimumHours: fc.integer({ min: 0, max: 8 }),
  airportPickupFee: money,
  airportDropoffFee: money,
  stopFee: money,
  childSeatFee: money,
  gratuityMillipercent: fc.integer({ min: 0, max: 40_000 }),
  taxMillipercent: fc.integer({ min: 0, max: 30_000 }),
  minimumFare: fc.constant(0),
  waitingPerMinute: fc.constant(0),
});
const miles = fc.integer({ min: 0, max: 50_000 }).map((hundredths) => hundredths / 100);
const trip: fc.Arbitrary<PricedTrip> = fc.record({
  isHourly: fc.boolean(),
  distanceMiles: miles,
  drivingMinutes: fc.integer({ min: 0, max: 1_000 }),
  hourlySeconds: fc.integer({ min: 60, max: 86_400 }),
  airportPickup: fc.boolean(),
  airportDropoff: fc.boolean(),
  stopCount: fc.integer({ min: 0, max: 10 }),
  childSeats: fc.integer({ min: 0, max: 6 }),
});
const promotion: fc.Arbitrary<Promotion | null> = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant('P'),
      kind: fc.constant('percent' as const),
      millipercent: fc.integer({ min: 0, max: 120_000 }),
    }),
    fc.record({ code: fc.constant('F'), kind: fc.constant('fixed' as const), amount: money }),
  ),
);

describe('quoteTrip invariants', () => {
  it('the amount is exactly the sum of the lines, and never negative', () => {
    fc.assert(
      fc.property(rateCard, trip, promotion, (card, t, promo) => {
        const quote = quoteTrip(card, t, promo);
        expect(quote.amount).toBe(quote.lines.reduce((total, line) => total + line.value, 0));
        expect(quote.amount).toBeGreaterThanOrEqual(0);
        for (const line of quote.lines) {
          expect(Number.isInteger(line.value)).toBe(true);
          if (!line.name.startsWith('Promo Code')) expect(line.value).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('a longer ride never costs less', () => {
    fc.assert(
      fc.property(rateCard, trip, promotion, miles, miles, (card, t, promo, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const near = quoteTrip(card, { ...t, distanceMiles: short }, promo).amount;
        const far = quoteTrip(card, { ...t, distanceMiles: long }, promo).amount;
        expect(far).toBeGreaterThanOrEqual(near);
      }),
    );
  });

  it('a slower ride, or more hours booked, never costs less', () => {
    fc.assert(
      fc.property(
        rateCard,
        trip,
        promotion,
        fc.integer({ min: 0, max: 600 }),
        (card, t, promo, extra) => {
          const base = quoteTrip(card, t, promo).amount;
          const longer = quoteTrip(
            card,
            {
              ...t,
              drivingMinutes: t.drivingMinutes + extra,
              hourlySeconds: t.hourlySeconds + extra * 60,
            },
            promo,
          ).amount;
          expect(longer).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });

  it('a promotion never raises the price', () => {
    fc.assert(
      fc.property(rateCard, trip, promotion, (card, t, promo) => {
        expect(quoteTrip(card, t, promo).amount).toBeLessThanOrEqual(quoteTrip(card, t).amount);
      }),
    );
  });
});
