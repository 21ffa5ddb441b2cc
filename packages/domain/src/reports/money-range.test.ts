import { describe, expect, it } from 'vitest';
import { autoCaptureMinutesProblem } from './auto-capture.ts';
import { daysInRange, eachDay, isCalendarDay, moneyRangeProblem } from './money-range.ts';

describe('money ranges', () => {
  it('knows a calendar day from a look-alike', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-2-1')).toBe(false);
  });

  it('counts and lists the days of a range, both ends included', () => {
    expect(daysInRange('2027-03-01', '2027-03-01')).toBe(1);
    expect(daysInRange('2027-02-27', '2027-03-02')).toBe(4);
    expect(eachDay('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('names the field and the problem of a range it refuses', () => {
    expect(moneyRangeProblem('2027-01-01', '2027-12-31')).toBeNull();
    expect(moneyRangeProblem('2027-13-01', '2027-12-31')).toEqual({
      field: 'from',
      message: 'Enter the first day as YYYY-MM-DD.',
    });
    expect(moneyRangeProblem('2027-01-02', '2027-01-01')?.message).toBe(
      'The last day cannot be before the first.',
    );
    expect(moneyRangeProblem('2027-01-01', '2028-01-02')?.message).toBe('Choose at most 366 days.');
  });
});

describe('automatic capture', () => {
  it('takes whole minutes from 0 to a day, or off', () => {
    expect(autoCaptureMinutesProblem(null)).toBeNull();
    expect(autoCaptureMinutesProblem(0)).toBeNull();
    expect(autoCaptureMinutesProblem(1440)).toBeNull();
    expect(autoCaptureMinutesProblem(1441)).toBe('Enter whole minutes from 0 to 1440.');
    expect(autoCaptureMinutesProblem(2.5)).toBe('Enter whole minutes from 0 to 1440.');
  });
});
