import { describe, expect, it } from 'vitest';
import { attemptFor } from './attempt.ts';

describe('booking attempts', () => {
  it('reuses the key while the same attempt is retried after a lost answer', () => {
    const first = attemptFor(null, '{"a":1}');
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptFor(first, '{"a":1}')).toBe(first);
  });

  it('makes a new key once the attempt was answered, or for another input', () => {
    const first = attemptFor(null, '{"a":1}');
    expect(attemptFor({ ...first, open: false }, '{"a":1}').key).not.toBe(first.key);
    expect(attemptFor(first, '{"a":2}').key).not.toBe(first.key);
  });
});
