import { describe, expect, it } from 'vitest';
import { digitsOnly, searchTermOf } from './search-term.ts';

describe('rides search (spec part 2 §4, §5)', () => {
  it('applies from 5 digits', () => {
    expect(searchTermOf('1234')).toBeNull();
    expect(searchTermOf('12345')).toBe('12345');
    expect(searchTermOf('1234567')).toBe('1234567');
  });

  it('keeps digits only', () => {
    expect(digitsOnly('12a3-4 5')).toBe('12345');
    expect(searchTermOf('12ab3')).toBeNull();
  });
});
