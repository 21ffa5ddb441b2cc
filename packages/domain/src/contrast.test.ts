import { describe, expect, it } from 'vitest';
import { hostNameError, websiteUrlError } from './branding.ts';
import { contrastProblems, contrastRatio, type BrandColours } from './contrast.ts';

const READABLE: BrandColours = {
  primaryColor: '#1a4d8f',
  backgroundColor: '#ffffff',
  mainFontColor: '#1a1a1a',
  headingFontColor: '#000000',
  secondaryTextColor: '#595959',
  tertiaryColor: '#f2f2f2',
};

describe('contrastProblems', () => {
  it('finds nothing wrong with readable colours', () => {
    expect(contrastProblems(READABLE)).toEqual([]);
  });

  it('names the pair, the colour to change and the ratio of light grey text on white', () => {
    const problems = contrastProblems({ ...READABLE, mainFontColor: '#aaaaaa' });
    expect(problems.map((p) => [p.field, p.pair])).toEqual([
      ['mainFontColor', 'Text on background'],
      ['tertiaryColor', 'Text on the tertiary colour (cards and chips)'],
    ]);
    expect(problems[0]?.ratio).toBe(2.32);
    expect(problems[0]?.message).toBe('Text on background: contrast 2.32:1, needs at least 4.5:1.');
  });

  it('never rounds a failing ratio up to the minimum', () => {
    // #767676 on white is 4.54:1 (passes); #777777 is 4.47:1 (fails).
    expect(contrastProblems({ ...READABLE, secondaryTextColor: '#767676' })).toEqual([]);
    const [problem] = contrastProblems({ ...READABLE, secondaryTextColor: '#777777' });
    expect(problem).toMatchObject({ field: 'secondaryTextColor', ratio: 4.47, minimum: 4.5 });
  });

  it('asks 3:1 of the primary colour against the background (borders, controls)', () => {
    expect(contrastProblems({ ...READABLE, primaryColor: '#a0c4ff' })).toEqual([
      expect.objectContaining({ field: 'primaryColor', minimum: 3 }),
    ]);
    expect(contrastRatio('#949494', '#ffffff')).toBeGreaterThan(3);
    expect(contrastProblems({ ...READABLE, primaryColor: '#949494' })).toEqual([]);
  });

  it('checks headings and dark themes too', () => {
    const dark = {
      ...READABLE,
      backgroundColor: '#111111',
      mainFontColor: '#eeeeee',
      secondaryTextColor: '#bbbbbb',
      tertiaryColor: '#333333',
      primaryColor: '#ffcc00',
    };
    expect(contrastProblems(dark).map((p) => p.field)).toEqual(['headingFontColor']);
  });
});

describe('hostNameError', () => {
  it.each(['', 'rides.example.com', 'a-b.example.co.uk', 'xn--bcher-kva.example'])(
    'accepts %j',
    (value) => expect(hostNameError(value)).toBeUndefined(),
  );
  it.each([
    'Rides.Example.com',
    'https://rides.example.com',
    'rides.example.com/book',
    'rides.example.com:8080',
    'localhost',
    '-bad.example.com',
    '127.0.0.1',
    'a..b',
  ])('refuses %j', (value) => expect(hostNameError(value)).toBeDefined());
});

describe('websiteUrlError', () => {
  it.each(['', 'https://example.com', 'http://example.com/a?b=c'])('accepts %j', (value) =>
    expect(websiteUrlError(value)).toBeUndefined(),
  );
  it.each(['example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://u:p@example.com'])(
    'refuses %j',
    (value) => expect(websiteUrlError(value)).toBeDefined(),
  );
});
