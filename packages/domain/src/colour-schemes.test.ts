import { describe, expect, it } from 'vitest';
import {
  DARK_NEUTRALS,
  darkPrimary,
  darkSchemeColours,
  schemeContrastProblems,
  themeStyleSheet,
  towardsWhite,
} from './colour-schemes.ts';
import { contrastProblems, contrastRatio, type BrandColours } from './contrast.ts';

const LIGHT: BrandColours = {
  primaryColor: '#1a4d8f',
  backgroundColor: '#ffffff',
  mainFontColor: '#1a1a1a',
  headingFontColor: '#000000',
  secondaryTextColor: '#595959',
  tertiaryColor: '#f2f2f2',
};

/** Every colour on a grid of 16 steps per channel (4,913 colours), as #rrggbb. */
function gridColours(): string[] {
  const steps = Array.from({ length: 17 }, (_, i) => Math.min(255, i * 16));
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return steps.flatMap((r) =>
    steps.flatMap((g) => steps.map((b) => `#${hex(r)}${hex(g)}${hex(b)}`)),
  );
}

describe('darkSchemeColours', () => {
  it('keeps a primary colour that stands out on the dark background', () => {
    const dark = darkSchemeColours({ ...LIGHT, primaryColor: '#e0a100' });
    expect(dark).toEqual({ ...DARK_NEUTRALS, primaryColor: '#e0a100' });
  });

  it('lightens a navy primary only as far as it takes to reach 3:1 on the dark background', () => {
    const primary = darkPrimary('#1a237e', DARK_NEUTRALS.backgroundColor);
    expect(primary).not.toBe('#1a237e');
    expect(contrastRatio(primary, DARK_NEUTRALS.backgroundColor)).toBeGreaterThanOrEqual(3);
    // One step (5 %) less would not do.
    const lighter = Number.parseInt(primary.slice(1, 3), 16);
    const share = (lighter - 0x1a) / (255 - 0x1a);
    const stepLess = towardsWhite('#1a237e', Math.round(share * 20) / 20 - 0.05);
    expect(contrastRatio(stepLess, DARK_NEUTRALS.backgroundColor)).toBeLessThan(3);
  });

  it('turns a black or grey primary that fades into the dark background white', () => {
    expect(darkPrimary('#000000', DARK_NEUTRALS.backgroundColor)).toBe('#ffffff');
    expect(darkPrimary('#333333', DARK_NEUTRALS.backgroundColor)).toBe('#ffffff');
    // A light grey stands out as it is.
    expect(darkPrimary('#999999', DARK_NEUTRALS.backgroundColor)).toBe('#999999');
  });

  it('passes the branding screen’s rule for every primary colour on the grid', () => {
    const failing = gridColours().filter(
      (primaryColor) => contrastProblems(darkSchemeColours({ ...LIGHT, primaryColor })).length > 0,
    );
    expect(failing).toEqual([]);
  });

  it('leaves a palette that is dark already as the operator chose it', () => {
    const night: BrandColours = {
      primaryColor: '#ffcc00',
      backgroundColor: '#101820',
      mainFontColor: '#f0f0f0',
      headingFontColor: '#ffffff',
      secondaryTextColor: '#b0b8c0',
      tertiaryColor: '#24303c',
    };
    expect(darkSchemeColours(night)).toBe(night);
  });
});

describe('towardsWhite', () => {
  it('moves each channel the given share of the way to 255', () => {
    expect(towardsWhite('#000000', 0)).toBe('#000000');
    expect(towardsWhite('#000000', 0.5)).toBe('#808080');
    expect(towardsWhite('#204060', 1)).toBe('#ffffff');
  });
});

describe('themeStyleSheet', () => {
  it('gives the operator’s palette, and its dark form for a phone in dark mode', () => {
    const css = themeStyleSheet(LIGHT);
    const [light, dark] = css.split('@media (prefers-color-scheme:dark)');
    expect(light).toContain('--background:#ffffff');
    expect(light).toContain('--on-primary:#ffffff');
    expect(light).toContain('color-scheme:light');
    expect(dark).toContain(`--background:${DARK_NEUTRALS.backgroundColor}`);
    expect(dark).toContain(`--primary:${darkPrimary(LIGHT.primaryColor, '#121212')}`);
    expect(dark).toContain('color-scheme:dark');
    expect(dark).toContain('--header:#1e1e1e;--on-header:#ffffff');
    expect(light).not.toContain('--header');
  });

  it('gives one scheme alone when asked (the console previews either)', () => {
    expect(themeStyleSheet(LIGHT, 'dark')).not.toContain('@media');
    expect(themeStyleSheet(LIGHT, 'dark')).toContain('--background:#121212');
    expect(themeStyleSheet(LIGHT, 'light')).toContain('--background:#ffffff');
  });

  it('marks a dark palette dark in both schemes', () => {
    const css = themeStyleSheet({ ...LIGHT, backgroundColor: '#000000', mainFontColor: '#ffffff' });
    expect(css.match(/;color-scheme:dark}/g)).toHaveLength(2);
    expect(css).not.toContain('--header');
  });
});

describe('schemeContrastProblems', () => {
  it('finds nothing for a readable palette in either scheme', () => {
    expect(schemeContrastProblems(LIGHT)).toEqual([]);
  });

  it('names the scheme of each problem', () => {
    const problems = schemeContrastProblems({ ...LIGHT, secondaryTextColor: '#aaaaaa' });
    expect(problems.map((p) => [p.scheme, p.field])).toEqual([['light', 'secondaryTextColor']]);
    // A dark palette is its own dark form: a faint pair fails in both schemes, each said so.
    const night: BrandColours = {
      ...LIGHT,
      backgroundColor: '#000000',
      mainFontColor: '#333333',
      headingFontColor: '#ffffff',
      secondaryTextColor: '#cccccc',
      tertiaryColor: '#000000',
      primaryColor: '#ffcc00',
    };
    const both = schemeContrastProblems(night);
    expect(both.map((p) => p.scheme)).toEqual(['light', 'light', 'dark', 'dark']);
    expect(both[2]?.message).toMatch(/^In dark mode: Text on background: contrast/);
  });
});
