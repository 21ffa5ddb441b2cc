import { describe, expect, it } from 'vitest';
import { isIdleExpired } from './auth.ts';

const MINUTE = 60_000;

describe('isIdleExpired (spec part 1 §4, on page load)', () => {
  const now = 1_700_000_000_000;

  it('expires a session idle for 15 minutes or more', () => {
    expect(isIdleExpired(now - 15 * MINUTE, now)).toBe(true);
    expect(isIdleExpired(now - 60 * MINUTE, now)).toBe(true);
  });

  it('keeps a session idle for less than 15 minutes', () => {
    expect(isIdleExpired(now - 15 * MINUTE + 1, now)).toBe(false);
    expect(isIdleExpired(now, now)).toBe(false);
  });

  it('keeps a session that has no stored timestamp (stored before the timer existed)', () => {
    expect(isIdleExpired(null, now)).toBe(false);
  });
});
