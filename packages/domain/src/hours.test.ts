import { describe, expect, it } from 'vitest';
import { LOOKUP_LIMITS } from './booking/lookup-limits.ts';
import { formatHourlyDuration, HOURLY_CHOICES } from './hours.ts';

describe('hourly rides', () => {
  it('offers hours from 1 up to the longest hire the price lookup accepts', () => {
    expect(HOURLY_CHOICES[0]).toBe(1);
    expect(HOURLY_CHOICES.at(-1)).toBe(24);
    expect((HOURLY_CHOICES.at(-1) ?? 0) * 3600).toBe(LOOKUP_LIMITS.maxHourlySeconds);
    expect(new Set(HOURLY_CHOICES).size).toBe(HOURLY_CHOICES.length);
    expect(HOURLY_CHOICES.filter((h) => h % 1 !== 0).at(-1)).toBe(11.5);
  });

  it('labels them the spec’s way', () => {
    expect([1, 1.5, 3, 12.5].map(formatHourlyDuration)).toEqual([
      '1 Hour',
      '1 Hour 30 Minutes',
      '3 Hours',
      '12 Hours 30 Minutes',
    ]);
  });
});
