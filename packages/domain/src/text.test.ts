import { describe, expect, it } from 'vitest';
import { trimTrailing } from './text.ts';

describe('trimTrailing', () => {
  it('drops every trailing character of the set and nothing else', () => {
    expect(trimTrailing('/my-rides//', '/')).toBe('/my-rides');
    expect(trimTrailing('/my-rides', '/')).toBe('/my-rides');
    expect(trimTrailing('///', '/')).toBe('');
    expect(trimTrailing('Card declined.!.', '.!')).toBe('Card declined');
    expect(trimTrailing(`${'/'.repeat(100_000)}x`, '/')).toHaveLength(100_001);
  });
});
