import { describe, expect, it } from 'vitest';
import { extraPassengers, riderName } from './rider-name.ts';

describe('riderName (spec part 2 §1)', () => {
  it('shows an account passenger by name', () => {
    expect(riderName({ firstName: 'Dana', lastName: 'Rider', accountId: '7' })).toBe('Dana Rider');
  });

  it('prefixes a guest passenger with GUEST:', () => {
    expect(riderName({ firstName: 'Sam', lastName: 'Lee', accountId: null })).toBe(
      'GUEST: Sam Lee',
    );
    expect(riderName({ firstName: 'Guest', lastName: '' })).toBe('GUEST: Guest');
  });

  it('shows N/A with no passenger', () => {
    expect(riderName(null)).toBe('N/A');
    expect(riderName(undefined)).toBe('N/A');
  });
});

describe('extraPassengers', () => {
  it('counts the passengers beyond the named one', () => {
    expect(extraPassengers(1)).toBeNull();
    expect(extraPassengers(0)).toBeNull();
    expect(extraPassengers(3)).toBe('+2');
  });
});
