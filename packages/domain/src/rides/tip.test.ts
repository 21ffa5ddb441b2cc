import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customTipProblem,
  isTipPercent,
  parseTipAmount,
  tipInMinorUnits,
  tipPercentOf,
  TIP_PERCENTS,
} from './tip.ts';

describe('tipInMinorUnits', () => {
  it('is the percent of the total, rounded to the nearest minor unit', () => {
    // The post-trip screen's sample total, 61.93.
    expect(tipInMinorUnits(6193, 10)).toBe(619);
    expect(tipInMinorUnits(6193, 15)).toBe(929);
    expect(tipInMinorUnits(6193, 20)).toBe(1239);
    expect(tipInMinorUnits(10, 15)).toBe(2);
    expect(tipInMinorUnits(0, 20)).toBe(0);
  });

  it('is 0 without a tip', () => {
    expect(tipInMinorUnits(6193, null)).toBe(0);
  });

  it('is a whole number within half a unit of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...TIP_PERCENTS),
        (total, percent) => {
          const tip = tipInMinorUnits(total, percent);
          expect(Number.isInteger(tip)).toBe(true);
          expect(Math.abs(tip - (total * percent) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('isTipPercent', () => {
  it('accepts 10, 15 and 20 only', () => {
    expect(TIP_PERCENTS.every(isTipPercent)).toBe(true);
    for (const other of [0, 5, 12, 25, 100, '15', null, 15.5]) {
      expect(isTipPercent(other), String(other)).toBe(false);
    }
  });
});

describe('tipPercentOf', () => {
  it('names the percent a stored tip came from, null for none', () => {
    expect(tipPercentOf(6193, 929)).toBe(15);
    expect(tipPercentOf(6193, 0)).toBeNull();
    expect(tipPercentOf(6193, 700)).toBeNull();
  });

  it('gives back the chosen percent for any total of 20 minor units or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 100_000_000 }),
        fc.constantFrom(...TIP_PERCENTS),
        (total, percent) => {
          expect(tipPercentOf(total, tipInMinorUnits(total, percent))).toBe(percent);
        },
      ),
    );
  });
});

describe('parseTipAmount', () => {
  it('reads whole amounts and up to two decimals as minor units', () => {
    expect(parseTipAmount('5')).toBe(500);
    expect(parseTipAmount(' 7.5 ')).toBe(750);
    expect(parseTipAmount('12.25')).toBe(1225);
    expect(parseTipAmount('$3,40')).toBe(340);
    expect(parseTipAmount('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const text of ['', ' ', '1.234', '-5', 'five', '1e3', '.5', '12345678', '1 000']) {
      expect(parseTipAmount(text), text).toBeNull();
    }
  });
});

describe('customTipProblem', () => {
  const ride = { totalMinor: 6193, currencyCode: 'USD' };

  it('takes a whole amount above 0 up to the trip total in the ride’s currency', () => {
    expect(customTipProblem({ amountMinor: 1, currencyCode: 'USD' }, ride)).toBeNull();
    expect(customTipProblem({ amountMinor: 6193, currencyCode: 'usd' }, ride)).toBeNull();
  });

  it('names what is wrong', () => {
    const reason = (amountMinor: number, currencyCode = 'USD') =>
      customTipProblem({ amountMinor, currencyCode }, ride)?.reason;
    expect(reason(0)).toBe('TIP_AMOUNT_INVALID');
    expect(reason(-100)).toBe('TIP_AMOUNT_INVALID');
    expect(reason(12.5)).toBe('TIP_AMOUNT_INVALID');
    expect(reason(500, 'GBP')).toBe('TIP_CURRENCY_MISMATCH');
    expect(reason(6194)).toBe('TIP_TOO_LARGE');
    expect(customTipProblem({ amountMinor: 9999, currencyCode: 'USD' }, ride)?.message).toBe(
      'A tip can be at most the trip total, 61.93.',
    );
  });
});
