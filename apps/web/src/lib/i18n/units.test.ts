import { describe, expect, it } from 'vitest';
import { formatDistance, formatMinutes, SPEC_UNITS } from './units.ts';

describe('distances and minutes by language and unit', () => {
  it('keeps the spec’s English in miles', () => {
    expect(formatDistance(3000, SPEC_UNITS)).toBe('1.86 mi');
    expect(formatDistance(26_254, SPEC_UNITS)).toBe('16.31 mi');
    expect(formatMinutes(43, 'en')).toBe('43 min');
  });

  it('writes kilometres in the rider’s language', () => {
    expect(formatDistance(26_254, { language: 'en', unit: 'km' })).toBe('26.25 km');
    expect(formatDistance(26_254, { language: 'de', unit: 'km' })).toBe('26,25 km');
    expect(formatDistance(26_254, { language: 'fr', unit: 'km' })).toMatch(/^26,25\s?km$/);
    expect(formatDistance(3000, { language: 'es', unit: 'mi' })).toMatch(/^1,86\s?mi$/);
    expect(formatDistance(3000, { language: 'ar', unit: 'km' })).not.toBe('3 km');
  });
});
