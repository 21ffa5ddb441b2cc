import { describe, expect, it } from 'vitest';
import { isLocated } from './located.ts';

describe('isLocated', () => {
  it('counts a place only when neither latitude nor longitude is 0 (spec part 1 §5)', () => {
    expect(isLocated({ latitude: 40.64, longitude: -73.78 })).toBe(true);
    expect(isLocated({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isLocated({ latitude: 0, longitude: 32.5 })).toBe(false);
    expect(isLocated({ latitude: 51.5, longitude: 0 })).toBe(false);
    expect(isLocated({ latitude: -0, longitude: 10 })).toBe(false);
  });
});
