import { describe, expect, it } from 'vitest';
import { isTipPercent, RATING_STARS, TIP_PERCENTS, tipInMinorUnits } from './tip.ts';

describe('tip and rating (spec part 2 §9)', () => {
  it('offers 10, 15 and 20 percent and five stars', () => {
    expect(TIP_PERCENTS).toEqual([10, 15, 20]);
    expect(RATING_STARS).toBe(5);
  });

  it('takes the percent of the spec’s sample total, rounded to the cent', () => {
    // 61.93: 6.193 → 6.19, 9.2895 → 9.29, 12.386 → 12.39
    expect(tipInMinorUnits(6193, 10)).toBe(619);
    expect(tipInMinorUnits(6193, 15)).toBe(929);
    expect(tipInMinorUnits(6193, 20)).toBe(1239);
  });

  it('rounds an exact half cent up', () => {
    // 15 % of $0.10 is 1.5 cents; 10 % of $0.05 is half a cent.
    expect(tipInMinorUnits(10, 15)).toBe(2);
    expect(tipInMinorUnits(5, 10)).toBe(1);
    expect(tipInMinorUnits(4, 10)).toBe(0);
  });

  it('is no tip without a percent, and none on a free ride', () => {
    expect(tipInMinorUnits(6193, null)).toBe(0);
    expect(tipInMinorUnits(0, 20)).toBe(0);
  });

  it('knows a tip choice when it sees one', () => {
    expect([10, 15, 20].every(isTipPercent)).toBe(true);
    expect([0, 5, 25, 15.5, '15', null].some(isTipPercent)).toBe(false);
  });
});
