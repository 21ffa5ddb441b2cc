import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format.ts';
import {
  companyToday,
  daysBefore,
  minorToInput,
  moneyCsvFileName,
  moneyRangeOf,
  parseAmountMinor,
} from './money-format.ts';

describe('formatMoney', () => {
  it('writes minor units in the company currency, with grouping and two decimals', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1200, 'GBP')).toBe('£12.00');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(-550, 'USD')).toBe('-$5.50');
  });
});

describe('companyToday', () => {
  // 03:30 UTC on Nov 24 is still Nov 23 in New York and already Nov 24 in London.
  const at = new Date('2026-11-24T03:30:00Z');

  it('reads the day in the company time zone, not the browser one', () => {
    expect(companyToday('America/New_York', at)).toBe('2026-11-23');
    expect(companyToday('Europe/London', at)).toBe('2026-11-24');
    expect(companyToday('Pacific/Auckland', at)).toBe('2026-11-24');
  });
});

describe('moneyCsvFileName', () => {
  it('names the file by the day', () => {
    expect(moneyCsvFileName('2026-11-24')).toBe('money-2026-11-24.csv');
    expect(moneyCsvFileName('2026-11-24', '2026-11-24')).toBe('money-2026-11-24.csv');
    expect(moneyCsvFileName('2026-11-01', '2026-11-24')).toBe('money-2026-11-01-to-2026-11-24.csv');
  });
});

describe('moneyRangeOf', () => {
  it('takes the range from the address, else the last seven days up to today', () => {
    expect(
      moneyRangeOf(new URLSearchParams('from=2026-10-01&to=2026-10-31'), '2026-11-24'),
    ).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(moneyRangeOf(new URLSearchParams(), '2026-03-03')).toEqual({
      from: '2026-02-25',
      to: '2026-03-03',
    });
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
  });
});

describe('parseAmountMinor', () => {
  it('reads major units with up to two decimals as minor units, exactly', () => {
    expect(parseAmountMinor('12')).toBe(1200);
    expect(parseAmountMinor(' 12.5 ')).toBe(1250);
    expect(parseAmountMinor('0.07')).toBe(7);
    expect(parseAmountMinor('1,234.56')).toBe(123456);
    // 0.29 * 100 is 28.999… in floating point; the parse must not lose the cent.
    expect(parseAmountMinor('0.29')).toBe(29);
  });

  it('refuses nothing, zero, negatives, three decimals and words', () => {
    for (const text of ['', '0', '0.00', '-1', '1.234', 'ten', '1.2.3']) {
      expect(parseAmountMinor(text)).toBeUndefined();
    }
  });

  it('round-trips what minorToInput shows', () => {
    expect(minorToInput(1250)).toBe('12.50');
    expect(parseAmountMinor(minorToInput(98765))).toBe(98765);
  });
});
