import { describe, expect, it } from 'vitest';
import { englishPickup, pickupPartsInLanguage, priceInLanguage } from './formats.ts';

// 3:05 PM in New York on a Tuesday in December (UTC-5).
const PICKUP = new Date('2026-12-01T20:05:00Z');
const NEW_YORK = 'America/New_York';

describe('formats in the rider’s language', () => {
  it('keeps the spec’s English price and pickup', () => {
    expect(priceInLanguage('en', 1234.5, '$', 'USD')).toBe('$1,234.50');
    expect(englishPickup(PICKUP, NEW_YORK)).toBe('Tue, Dec 1 at 3:05 PM');
  });

  it('writes another language’s price with its own separators and symbol place', () => {
    expect(priceInLanguage('de', 1234.5, '$', 'USD')).toBe('1.234,50\u00a0$');
    expect(priceInLanguage('fr', 41.78, '€', 'EUR')).toBe('41,78\u00a0€');
    // The same formatter again gives the same text (they are kept per language and currency).
    expect(priceInLanguage('de', 7, '$', 'USD')).toBe('7,00\u00a0$');
    expect(priceInLanguage('es', 7, '$', '')).toBe('$7.00');
  });

  it('writes the pickup on the company’s clock in the language’s own form', () => {
    expect(pickupPartsInLanguage('de', PICKUP, NEW_YORK)).toEqual({
      date: 'Di., 1. Dez.',
      time: '15:05',
    });
    expect(pickupPartsInLanguage('de', PICKUP, 'Europe/Berlin').time).toBe('21:05');
  });
});
