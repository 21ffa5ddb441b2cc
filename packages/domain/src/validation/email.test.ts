import { describe, expect, it } from 'vitest';
import { emailError, isValidEmail, normalizeEmail } from './email.ts';

describe('email rules', () => {
  it('accepts common address forms', () => {
    for (const email of [
      'rider@demo.test',
      'first.last+tag@sub.example.co.uk',
      "o'brien@example.ie",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('ignores surrounding spaces and treats null as missing', () => {
    expect(emailError('  rider@demo.test ')).toBeUndefined();
    expect(emailError(null)).toBe('Required');
  });

  it('normalizes case and spaces so lookups are case-insensitive', () => {
    expect(normalizeEmail('  Rider@Demo.TEST ')).toBe('rider@demo.test');
  });
});
