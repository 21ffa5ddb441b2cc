import { describe, expect, it } from 'vitest';
import {
  companyDistanceUnit,
  defaultDistanceUnit,
  distanceUnitError,
  isDistanceUnit,
  metersIn,
} from './distance-units.ts';

describe('distance units', () => {
  it.each([
    ['US', 'mi'],
    ['gb', 'mi'],
    ['LR', 'mi'],
    ['MM', 'mi'],
    ['FR', 'km'],
    ['DE', 'km'],
    ['AE', 'km'],
    ['', 'km'],
  ])('a company in %j starts in %s', (country, unit) => {
    expect(defaultDistanceUnit(country)).toBe(unit);
  });

  it('keeps the company’s own choice over its country’s', () => {
    expect(companyDistanceUnit('km', 'US')).toBe('km');
    expect(companyDistanceUnit('mi', 'FR')).toBe('mi');
    expect(companyDistanceUnit(null, 'US')).toBe('mi');
    expect(companyDistanceUnit('miles', 'FR')).toBe('km');
  });

  it('accepts mi and km only', () => {
    expect(isDistanceUnit('mi')).toBe(true);
    expect(isDistanceUnit('KM')).toBe(false);
    expect(distanceUnitError('km')).toBeNull();
    expect(distanceUnitError('feet')).toMatch(/"feet"/);
  });

  it('converts meters with two decimals, miles as the spec rounds them', () => {
    expect(metersIn('mi', 3000)).toBe(1.86);
    expect(metersIn('km', 3000)).toBe(3);
    expect(metersIn('km', 26_254)).toBe(26.25);
  });
});
