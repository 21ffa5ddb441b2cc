import { describe, expect, it } from 'vitest';
import { isTitleCase } from './title-case.ts';

describe('isTitleCase', () => {
  it("accepts the spec's own headings", () => {
    for (const heading of [
      'Price Breakdown',
      'Billing Address',
      'No Page Found',
      'Add a Credit Card',
      'Note to Driver',
      'Connect with Facebook',
      'Install App on Your Home Screen',
      'There Are No Upcoming Rides',
      'Enter Final Drop-Off Location',
    ]) {
      expect(isTitleCase(heading), heading).toBe(true);
    }
  });

  it('refuses a sentence-case heading', () => {
    expect(isTitleCase('Something went wrong')).toBe(false);
    expect(isTitleCase('Your ride is complete')).toBe(false);
    expect(isTitleCase('booking Options')).toBe(false);
  });

  it('keeps the short articles, conjunctions and prepositions lower case between other words', () => {
    expect(isTitleCase('Book and Manage Your Rides on the Go')).toBe(true);
    expect(isTitleCase('Book And Manage Your Rides On The Go')).toBe(false);
    expect(isTitleCase('Terms and Conditions')).toBe(true);
    expect(isTitleCase('Terms AND Conditions')).toBe(false);
  });

  it('capitalises a minor word that comes first or last, or first after a colon or a dash', () => {
    expect(isTitleCase('Where To?')).toBe(true);
    expect(isTitleCase('Where to?')).toBe(false);
    expect(isTitleCase('The Ride')).toBe(true);
    expect(isTitleCase('the Ride')).toBe(false);
    expect(isTitleCase('Receipt: The Charges')).toBe(true);
    expect(isTitleCase('Receipt — The Charges')).toBe(true);
  });

  it('judges each part of a hyphenated word', () => {
    expect(isTitleCase('Point-to-Point Rides')).toBe(true);
    expect(isTitleCase('Drop-off Location')).toBe(false);
  });

  it('reads words through the punctuation around them and leaves out words without letters', () => {
    expect(isTitleCase('Terminal (Optional)')).toBe(true);
    expect(isTitleCase('Terminal (optional)')).toBe(false);
    expect(isTitleCase('Passengers & Luggage')).toBe(true);
    expect(isTitleCase('Ride #1234')).toBe(true);
    expect(isTitleCase('Rides in 2026')).toBe(true);
  });

  it('capitalises a verb however short: it is a principal word', () => {
    expect(isTitleCase('Your Ride Is Booked')).toBe(true);
    expect(isTitleCase('Your Ride is Booked')).toBe(false);
  });

  it('accepts a name spelled with inner capitals', () => {
    expect(isTitleCase('Install on Your iPhone')).toBe(true);
  });

  it('is false for a text in capitals, as the spec writes some of its headings', () => {
    expect(isTitleCase('TRIP FOR')).toBe(false);
    expect(isTitleCase('RIDE #1234')).toBe(false);
  });

  it('is false for a text with no word to judge', () => {
    expect(isTitleCase('')).toBe(false);
    expect(isTitleCase('  ')).toBe(false);
    expect(isTitleCase('#1')).toBe(false);
  });
});
