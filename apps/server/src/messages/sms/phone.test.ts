import { describe, expect, it } from 'vitest';
import { isMobile, toE164 } from './phone.ts';

describe('toE164', () => {
  it('reads a national number in the company’s country, in either case', () => {
    expect(toE164('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(toE164('06 12 34 56 78', 'fr')).toBe('+33612345678');
    expect(toE164(' 020 7946 0018 ', 'GB')).toBe('+442079460018');
  });

  it('reads an international number whatever the company’s country', () => {
    expect(toE164('+33 6 12 34 56 78', 'US')).toBe('+33612345678');
    expect(toE164('00 44 7911 123456', 'FR')).toBe('+447911123456');
    expect(toE164('011 44 7911 123456', 'US')).toBe('+447911123456');
    expect(toE164('+4915123456789', 'not a country')).toBe('+4915123456789');
  });

  it('refuses what is not a valid number', () => {
    expect(toE164('12345', 'US')).toBeNull();
    expect(toE164('+1 555 555 5555', 'US')).toBeNull();
    expect(toE164('', 'US')).toBeNull();
    expect(toE164('call me', 'US')).toBeNull();
    // A national number needs a country to be read in.
    expect(toE164('0151 23456789', 'ZZ')).toBeNull();
  });

  it('refuses a number with an extension, which no text reaches', () => {
    expect(toE164('+1 201 555 0123 ext. 12', 'US')).toBeNull();
  });
});

describe('isMobile', () => {
  it('tells mobiles from landlines where the numbering plan does', () => {
    expect(isMobile('+33612345678')).toBe(true);
    expect(isMobile('+447911123456')).toBe(true);
    expect(isMobile('+442079460018')).toBe(false);
    expect(isMobile('+18005550100')).toBe(false);
  });

  it('does not know in North America, where both share ranges, nor for an invalid number', () => {
    expect(isMobile('+12015550123')).toBeNull();
    expect(isMobile('+15555555555')).toBeNull();
    expect(isMobile('0612345678')).toBeNull();
  });
});
