import { describe, expect, it } from 'vitest';
import { byText, firstAtOrAfter } from './sorted-text.ts';

describe('firstAtOrAfter', () => {
  const words = ['grand', 'gate', 'newark', 'grand', 'ga', 'york'].sort(byText);
  const at = (prefix: string) => firstAtOrAfter(words, prefix, (word) => word);

  it('finds where the words starting with a prefix begin', () => {
    expect(words).toEqual(['ga', 'gate', 'grand', 'grand', 'newark', 'york']);
    expect(at('g')).toBe(0);
    expect(at('gr')).toBe(2);
    expect(at('grand')).toBe(2);
    expect(at('n')).toBe(4);
  });

  it('gives the end when every word is below the prefix, and 0 for an empty list', () => {
    expect(at('z')).toBe(words.length);
    expect(firstAtOrAfter([], 'a', (word: string) => word)).toBe(0);
  });
});
