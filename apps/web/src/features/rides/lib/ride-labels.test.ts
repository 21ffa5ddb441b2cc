import { describe, expect, it } from 'vitest';
import { dropOffLine, durationLabel, placeLine } from './ride-labels.ts';

describe('durationLabel (spec part 2 §2)', () => {
  it('shows hours for a timed trip', () => {
    expect(durationLabel(4)).toBe('4 HR');
    expect(durationLabel(1)).toBe('1 HR');
  });

  it('shows nothing without a duration', () => {
    expect(durationLabel(0)).toBeNull();
    expect(durationLabel(null)).toBeNull();
  });
});

describe('place lines', () => {
  it('names a place and its street', () => {
    expect(placeLine({ name: 'The Plaza', line1: '768 5th Ave', city: 'New York' })).toBe(
      'The Plaza, 768 5th Ave',
    );
    expect(placeLine({ name: '', line1: '350 5th Avenue' })).toBe('350 5th Avenue');
    expect(placeLine({ airportCode: 'JFK', line1: 'John F. Kennedy International Airport' })).toBe(
      'JFK, John F. Kennedy International Airport',
    );
  });

  it('shows "As Directed (or) N/A" for a drop-off without an address', () => {
    expect(dropOffLine(null)).toBe('As Directed (or) N/A');
    expect(dropOffLine({ name: '', line1: '', city: '' })).toBe('As Directed (or) N/A');
  });
});
